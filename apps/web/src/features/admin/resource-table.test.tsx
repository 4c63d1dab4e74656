import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { mockApi, respond, type MockRequest } from '../../test/fetch-mock.ts';
import { adminUser, order, product } from '../../test/fixtures.ts';
import { loginAs } from '../../test/jwt.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { ResourceTable } from './components/resource-table.tsx';

vi.mock('../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const listed = (id: number) =>
  product(id, { name: `Produk ${String(id).padStart(2, '0')}`, image_url: `/uploads/p${id}.webp`, sold_count: id * 3 });
const products = Array.from({ length: 23 }, (_, i) => listed(23 - i));
const paidOrder = (id: number, over: Parameters<typeof order>[1] = {}) => order(id, { status: 'paid', total_price: 170_000, ...over });

/**
 * The server's side of a list, as the contract describes it: sorted by `sort` (then id) in
 * `order`, searched by name, a page of `limit` from `offset`, the number of matches in X-Total-Count.
 */
function serverList<T extends { id: number }>(records: readonly T[]) {
  return (req: MockRequest) => {
    const p = req.url.searchParams;
    const key = (p.get('sort') ?? 'id') as keyof T;
    const sign = p.get('order') === 'desc' ? -1 : 1;
    const q = (p.get('q') ?? '').toLowerCase();
    const matching = records
      .filter(
        (r) =>
          !q ||
          String((r as { name?: unknown }).name ?? '')
            .toLowerCase()
            .includes(q),
      )
      .toSorted(
        (a, b) => sign * ((a[key] as number) > (b[key] as number) ? 1 : (a[key] as number) < (b[key] as number) ? -1 : a.id - b.id),
      );
    const offset = Number(p.get('offset') ?? 0);
    const rows = matching.slice(offset, offset + Number(p.get('limit') ?? 100));
    return respond(200, rows, { 'X-Total-Count': String(matching.length) });
  };
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  loginAs(1, 'admin');
});

// Plain DOM reads: role queries over a wide table are slow in jsdom.
const columnTexts = (column: number) =>
  [...document.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[column]?.textContent);
const headerTexts = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent?.replace(/[▲▼]/g, ''));
const lastQuery = (api: ReturnType<typeof mockApi>, path: string) => Object.fromEntries(api.callsTo('GET', path).at(-1)!.url.searchParams);

function renderProducts() {
  const api = mockApi({ 'GET /api/products': serverList(products) });
  const view = renderWithRouter(<ResourceTable resource="products" editPath={(p) => `/admin/products/edit/${p.id}`} deletable />);
  return { api, ...view };
}

describe('generic admin table', { timeout: 20_000 }, () => {
  it('is titled, numbers rows, and asks the server for pages of 10 by id ascending', async () => {
    const { api } = renderProducts();
    expect(await screen.findByText('Menampilkan 1–10 dari 23 data')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tabel Pendataan' })).toBeInTheDocument();
    expect(screen.getByText('Halaman 1 dari 3')).toBeInTheDocument();
    expect(lastQuery(api, '/api/products')).toEqual({ limit: '10', offset: '0', sort: 'id', order: 'asc' });
    expect(columnTexts(0)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(columnTexts(2)?.[0]).toBe('Produk 01');
    expect(screen.getByRole('img', { name: 'Produk 01' })).toHaveAttribute('src', '/uploads/p1.webp');

    const previous = screen.getByRole('button', { name: 'Sebelumnya' });
    const next = screen.getByRole('button', { name: 'Berikutnya' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(await screen.findByText('Menampilkan 11–20 dari 23 data')).toBeInTheDocument();
    expect(lastQuery(api, '/api/products')).toMatchObject({ limit: '10', offset: '10' });
    expect(screen.getByText('Halaman 2 dari 3')).toBeInTheDocument();
    expect(columnTexts(0)?.[0]).toBe('11');
    await userEvent.click(next);
    expect(await screen.findByText('Menampilkan 21–23 dari 23 data')).toBeInTheDocument();
    expect(next).toBeDisabled();
    // only a page ever travels
    expect(api.callsTo('GET', '/api/products').every((call) => call.url.searchParams.get('limit') === '10')).toBe(true);
  });

  it('shows the columns an admin needs, every header in Indonesian, one rating column', async () => {
    renderProducts();
    await screen.findByText('Menampilkan 1–10 dari 23 data');
    expect(headerTexts()).toEqual([
      'No',
      'Gambar',
      'Nama Produk',
      'Harga',
      'Kategori',
      'Stok Tersedia',
      'Total Terjual',
      'Penilaian Produk',
      'Tanggal',
      'Aksi',
    ]);
  });

  it.each([
    ['orders', '/api/order', [paidOrder(1)], ['No', 'No. Pesanan', 'Tanggal', 'Pelanggan', 'Status', 'Total Pembayaran', 'Kota', 'Resi']],
    ['users', '/api/user/users', [adminUser(1)], ['No', 'Nama Pengguna', 'Email', 'Peran', 'Kota', 'Alamat', 'Tanggal']],
    ['ads', '/api/ads', [{ id: 1, title: 'Promo', image_url: '/a.jpg' }], ['No', 'Gambar', 'Judul']],
    ['categories', '/api/categories', [{ id: 1, name: 'Kaos', image_url: null }], ['No', 'Gambar', 'Nama Kategori']],
    ['colors', '/api/colors', [{ id: 1, color_name: 'Hitam' }], ['No', 'Nama Warna']],
    ['sizes', '/api/sizes', [{ id: 1, size_name: 'XL' }], ['No', 'Nama Ukuran']],
  ] as const)('labels every %s column in Indonesian', async (resource, path, records, headers) => {
    mockApi({ [`GET ${path}`]: serverList(records as readonly { id: number }[]) });
    renderWithRouter(<ResourceTable resource={resource} />);
    await screen.findByText('Menampilkan 1–1 dari 1 data');
    expect(headerTexts()).toEqual(headers);
  });

  it('opens on the page of a record just saved and highlights its row', async () => {
    const api = mockApi({ 'GET /api/products': serverList(products) });
    renderWithRouter(<ResourceTable resource="products" highlightId={21} deletable />);
    expect(await screen.findByText('Halaman 3 dari 3')).toBeInTheDocument();
    const row = screen.getByText('Produk 21').closest('tr');
    expect(row).toHaveAttribute('data-highlighted', 'true');
    expect(within(row as HTMLElement).getByText('Baru disimpan')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-highlighted]')).toHaveLength(1);
    expect(lastQuery(api, '/api/products')).toMatchObject({ offset: '20', limit: '10' });
  });

  it('finds the page of a record edited in the middle of the list', async () => {
    mockApi({ 'GET /api/products': serverList(products) });
    renderWithRouter(<ResourceTable resource="products" highlightId={14} deletable />);
    expect(await screen.findByText('Halaman 2 dari 3')).toBeInTheDocument();
    expect(screen.getByText('Produk 14').closest('tr')).toHaveAttribute('data-highlighted', 'true');
  });

  it('sorts on the server by a clicked header ascending, then descending, with an arrow, back on page 1', async () => {
    const { api } = renderProducts();
    await screen.findByText('Menampilkan 1–10 dari 23 data');
    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(await screen.findByText('Halaman 2 dari 3')).toBeInTheDocument();

    const sold = () => screen.getByRole('columnheader', { name: /Total Terjual/ });
    expect(sold()).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(sold()).getByRole('button'));
    expect(await screen.findByText('Halaman 1 dari 3')).toBeInTheDocument();
    expect(lastQuery(api, '/api/products')).toEqual({ limit: '10', offset: '0', sort: 'sold_count', order: 'asc' });
    expect(sold()).toHaveAttribute('aria-sort', 'ascending');
    expect(sold()).toHaveTextContent('▲');
    const soldColumn = headerTexts().indexOf('Total Terjual');
    await waitFor(() => expect(columnTexts(soldColumn)?.slice(0, 3)).toEqual(['3', '6', '9']));

    await userEvent.click(within(sold()).getByRole('button'));
    expect(sold()).toHaveAttribute('aria-sort', 'descending');
    expect(sold()).toHaveTextContent('▼');
    await waitFor(() => expect(columnTexts(soldColumn)?.slice(0, 3)).toEqual(['69', '66', '63']));
    expect(lastQuery(api, '/api/products')).toMatchObject({ sort: 'sold_count', order: 'desc' });

    // another column starts ascending again; the first loses its arrow; columns the server cannot sort have no button
    const name = screen.getByRole('columnheader', { name: /Nama Produk/ });
    await userEvent.click(within(name).getByRole('button'));
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(sold()).toHaveAttribute('aria-sort', 'none');
    expect(within(screen.getByRole('columnheader', { name: 'Kategori' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches on the server once typing pauses, from page 1', async () => {
    const { api } = renderProducts();
    await screen.findByText('Menampilkan 1–10 dari 23 data');
    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await screen.findByText('Halaman 2 dari 3');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari produk' }), 'Produk 2');
    expect(await screen.findByText('Menampilkan 1–4 dari 4 data')).toBeInTheDocument();
    expect(lastQuery(api, '/api/products')).toMatchObject({ q: 'Produk 2', offset: '0' });
    expect(api.callsTo('GET', '/api/products').filter((call) => call.url.searchParams.has('q'))).toHaveLength(1);
  });

  it('shows the empty text when there is nothing', async () => {
    mockApi({ 'GET /api/ads': serverList([]) });
    renderWithRouter(<ResourceTable resource="ads" editPath={(a) => `/admin/ads/edit/${a.id}`} deletable />);
    expect(await screen.findByText('Tidak ada data untuk ditampilkan')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('gives orders an edit link but no delete', async () => {
    mockApi({ 'GET /api/order': serverList([paidOrder(2), paidOrder(1, { status: 'shipped' })]) });
    renderWithRouter(<ResourceTable resource="orders" editPath={(o) => `/admin/order/${o.id}`} />);
    const edit = await screen.findByRole('link', { name: 'Edit pesanan #1' });
    expect(edit).toHaveAttribute('href', '/admin/order/1');
    expect(screen.queryByRole('button', { name: /Hapus/ })).not.toBeInTheDocument();
    expect(screen.getByText('Sedang Dikirim')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Total Pembayaran/ })).toBeInTheDocument();
    expect(screen.getAllByText('Rp 170.000')).toHaveLength(2);
  });

  it('gives users no actions at all, and links e-mails', async () => {
    mockApi({ 'GET /api/user/users': serverList([adminUser(1), adminUser(2, { city: 'Surabaya' })]) });
    renderWithRouter(<ResourceTable resource="users" />);
    const mail = await screen.findByRole('link', { name: 'user1@gayaku.test' });
    expect(mail).toHaveAttribute('href', 'mailto:user1@gayaku.test');
    expect(screen.getByRole('cell', { name: 'Surabaya' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Aksi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hapus/ })).not.toBeInTheDocument();
  });

  it('asks before deleting a product, in a dialog that takes and gives back focus', async () => {
    renderProducts();
    const api = mockApi({
      'GET /api/products': serverList(products),
      'DELETE /api/products/1': { message: 'Produk berhasil dihapus' },
    });
    const trigger = await screen.findByRole('button', { name: 'Hapus produk Produk 01' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: 'Hapus produk' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Apakah kamu yakin ingin menghapus produk ini\?/);
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(api.callsTo('DELETE', '/api/products/1')).toHaveLength(0);

    await userEvent.click(trigger);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Produk berhasil dihapus'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    ['ads', '/api/ads', 'iklan', { id: 4, title: 'Promo', image_url: 'https://x.test/a.jpg' }],
    ['categories', '/api/categories', 'kategori', { id: 4, name: 'Kaos', image_url: null }],
    ['colors', '/api/colors', 'warna', { id: 4, color_name: 'Hitam' }],
    ['sizes', '/api/sizes', 'ukuran', { id: 4, size_name: 'XL' }],
  ] as const)('names a %s record in the question and in the failure', async (resource, path, noun, record) => {
    mockApi({
      [`GET ${path}`]: serverList([record]),
      [`DELETE ${path}/4`]: respond(500, { message: 'Terjadi kesalahan pada server', code: 'INTERNAL' }),
    });
    renderWithRouter(<ResourceTable resource={resource} editPath={() => '/x'} deletable />);
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^Hapus ${noun} `) }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(`Apakah kamu yakin ingin menghapus ${noun} ini?`);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(`Gagal menghapus ${noun}`));
  });

  it("shows the server's reason when a category is still in use (409)", async () => {
    const api = mockApi({
      'GET /api/categories': serverList([{ id: 3, name: 'Kemeja', image_url: null }]),
      'DELETE /api/categories/3': respond(409, { message: 'Kategori masih dipakai oleh 3 produk', code: 'CONFLICT' }),
    });
    renderWithRouter(<ResourceTable resource="categories" editPath={() => '/x'} deletable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus kategori Kemeja' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Kategori masih dipakai oleh 3 produk'));
    expect(api.callsTo('DELETE', '/api/categories/3')[0]?.headers.Authorization).toMatch(/^Bearer /);
    await act(async () => undefined);
    expect(screen.getByRole('cell', { name: 'Kemeja' })).toBeInTheDocument();
  });
});
