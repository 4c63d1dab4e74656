import type { Synonym } from '@gayaku/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, respond, type MockRequest } from '../../test/fetch-mock.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { SynonymsPage } from './admin/synonyms-page.tsx';

vi.mock('../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** The server's list: 23 synonyms, paged by limit/offset, found by q. */
function store() {
  const rows: Synonym[] = Array.from({ length: 23 }, (_, i) => ({
    id: i + 1,
    term: `kata${String(i + 1).padStart(2, '0')}`,
    synonyms: [`sama${i + 1}`],
  }));
  rows[0] = { id: 1, term: 'kaos', synonyms: ['t-shirt', 'tee'] };
  const list = (req: MockRequest) => {
    const q = req.url.searchParams.get('q') ?? '';
    const limit = Number(req.url.searchParams.get('limit'));
    const offset = Number(req.url.searchParams.get('offset') ?? 0);
    const found = rows.filter((r) => r.term.includes(q) || r.synonyms.some((s) => s.includes(q)));
    return respond(200, found.slice(offset, offset + limit), { 'X-Total-Count': String(found.length) });
  };
  return { rows, list };
}

const table = () => screen.getByRole('table', { name: 'Sinonim pencarian' });
const terms = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((th) => th.textContent);

describe("'Sinonim Pencarian' (admin, under Kelola Atribut)", { timeout: 20_000 }, () => {
  it('lists ten at a time from the server, with the admin tables’ texts, and finds by q', async () => {
    loginAs(1, 'admin');
    const { list } = store();
    const api = mockApi({ 'GET /api/admin/synonyms': list });
    renderWithRouter(<SynonymsPage />, { path: '/admin/synonyms' });
    await waitFor(() => expect(terms()).toHaveLength(10));
    expect(within(table()).getByRole('row', { name: /kaos/ })).toHaveTextContent('t-shirt, tee');
    expect(screen.getByText('Menampilkan 1–10 dari 23 data')).toBeInTheDocument();
    expect(screen.getByText('Halaman 1 dari 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(screen.getByText('Menampilkan 11–20 dari 23 data')).toBeInTheDocument());
    expect(api.callsTo('GET', '/api/admin/synonyms').at(-1)!.url.search).toBe('?limit=10&offset=10');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari sinonim' }), 'tee{Enter}');
    await waitFor(() => expect(terms()).toEqual(['kaos']));
    expect(api.callsTo('GET', '/api/admin/synonyms').at(-1)!.url.search).toBe('?q=tee&limit=10&offset=0');
  });

  it('adds one; a refused one shows the server’s reason and the form keeps what was typed', async () => {
    loginAs(1, 'admin');
    const { list } = store();
    const api = mockApi({
      'GET /api/admin/synonyms': list,
      'POST /api/admin/synonyms': (req: MockRequest) => {
        const body = req.body as { term: string; synonyms: string[] };
        if (body.term === 'kaos') return respond(409, { message: 'Sinonim untuk kata "kaos" sudah ada', code: 'CONFLICT' });
        return respond(201, { id: 99, ...body });
      },
    });
    renderWithRouter(<SynonymsPage />, { path: '/admin/synonyms' });
    await waitFor(() => expect(terms()).toHaveLength(10));
    const form = screen.getByRole('region', { name: 'Tambah Sinonim' });
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(within(form).getByLabelText('Kata')).toHaveAccessibleDescription('Kata wajib diisi');
    expect(api.callsTo('POST', '/api/admin/synonyms')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Kata'), 'Kaos');
    await userEvent.type(within(form).getByLabelText('Sinonim'), 'T-Shirt, tee , ');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(form).getByLabelText('Kata')).toHaveAccessibleDescription('Sinonim untuk kata "kaos" sudah ada'));
    expect(api.callsTo('POST', '/api/admin/synonyms')[0]!.body).toEqual({ term: 'kaos', synonyms: ['t-shirt', 'tee'] });
    expect(within(form).getByLabelText('Sinonim')).toHaveValue('T-Shirt, tee , ');

    await userEvent.clear(within(form).getByLabelText('Kata'));
    await userEvent.type(within(form).getByLabelText('Kata'), 'jins');
    await userEvent.clear(within(form).getByLabelText('Sinonim'));
    await userEvent.type(within(form).getByLabelText('Sinonim'), 'jeans, denim');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(form).getByLabelText('Kata')).toHaveValue(''));
    expect(api.callsTo('POST', '/api/admin/synonyms')[1]!.body).toEqual({ term: 'jins', synonyms: ['jeans', 'denim'] });
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/synonyms').length).toBeGreaterThan(1)); // the list is read again
  });

  it('edits one in the form above the table, and deletes one after the confirmation', async () => {
    loginAs(1, 'admin');
    const { list } = store();
    const api = mockApi({
      'GET /api/admin/synonyms': list,
      'PUT /api/admin/synonyms/1': (req: MockRequest) => ({ id: 1, ...(req.body as object) }),
      'DELETE /api/admin/synonyms/1': { message: 'Sinonim berhasil dihapus' },
    });
    renderWithRouter(<SynonymsPage />, { path: '/admin/synonyms' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit sinonim kaos' }));
    const form = screen.getByRole('region', { name: 'Edit Sinonim "kaos"' });
    expect(within(form).getByLabelText('Kata')).toHaveFocus();
    const words = within(form).getByLabelText('Sinonim');
    expect(words).toHaveValue('t-shirt, tee');
    await userEvent.type(words, ', tshirt');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/synonyms/1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/synonyms/1')[0]!.body).toEqual({ term: 'kaos', synonyms: ['t-shirt', 'tee', 'tshirt'] });
    expect(await screen.findByRole('region', { name: 'Tambah Sinonim' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hapus sinonim kaos' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Hapus sinonim' });
    expect(dialog).toHaveTextContent('Apakah kamu yakin ingin menghapus sinonim ini?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(api.callsTo('DELETE', '/api/admin/synonyms/1')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus sinonim kaos' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/admin/synonyms/1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('a list that fails to load says so and offers to try again', async () => {
    loginAs(1, 'admin');
    mockApi({ 'GET /api/admin/synonyms': respond(500, { message: 'Terjadi kesalahan pada server', code: 'INTERNAL' }) });
    renderWithRouter(<SynonymsPage />, { path: '/admin/synonyms' });
    expect(await screen.findByText('Sinonim gagal dimuat.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
