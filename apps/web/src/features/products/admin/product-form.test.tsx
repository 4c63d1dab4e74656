import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@gayaku/contract';
import { toast } from '../../../lib/toast.ts';
import { mockApi, respond } from '../../../test/fetch-mock.ts';
import { product } from '../../../test/fixtures.ts';
import { loginAs } from '../../../test/jwt.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { ProductCreatePage, ProductEditPage } from './product-form-pages.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const LISTS = {
  'GET /api/categories': [
    { id: 1, name: 'Kaos', image_url: null },
    { id: 2, name: 'Kemeja', image_url: null },
  ],
  'GET /api/colors': [
    { id: 1, color_name: 'Hitam' },
    { id: 2, color_name: 'Putih' },
  ],
  'GET /api/sizes': [
    { id: 1, size_name: 'M' },
    { id: 2, size_name: 'L' },
  ],
};
const listPage = { path: '/admin/products', element: <h1>Daftar produk</h1> };
/** Files whose first bytes are a PNG's / WebP's, as the server (and now the picker) checks. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const pngFile = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });
const webpFile = (name: string) => new File(['RIFF\0\0\0\0WEBPVP8 '], name, { type: 'image/webp' });

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  loginAs(1, 'admin');
});

const lastError = () => vi.mocked(toast.error).mock.calls.at(-1)?.[0];
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Buat Produk' }));

describe('product create form', { timeout: 20_000 }, () => {
  it('reports the problems one toast at a time, in the spec order, then creates the product', async () => {
    const api = mockApi({ ...LISTS, 'POST /api/products': respond(201, product(30)) });
    const { router } = renderWithRouter(<ProductCreatePage />, { path: '/admin/products/create', routes: [listPage] });
    await screen.findByRole('checkbox', { name: 'Kaos' });
    expect(screen.getByLabelText(/Nama Produk/).closest('form')).toHaveAttribute('novalidate');

    const steps: [string, () => Promise<void>][] = [
      ['Nama produk tidak boleh kosong', () => userEvent.type(screen.getByLabelText(/Nama Produk/), 'Kaos Polos')],
      ['Harga produk tidak valid atau kosong', () => userEvent.type(screen.getByLabelText(/Harga/), '150000')],
      ['Deskripsi produk tidak boleh kosong', () => userEvent.type(screen.getByLabelText(/Deskripsi/), 'Katun 100%')],
      ['Jumlah terjual tidak valid atau kosong', () => userEvent.type(screen.getByLabelText(/Total Terjual/), '0')],
      ['Pilih minimal satu kategori', () => userEvent.click(screen.getByRole('checkbox', { name: 'Kaos' }))],
      ['Pilih minimal satu warna', () => userEvent.click(screen.getByRole('checkbox', { name: 'Hitam' }))],
      ['Pilih minimal satu ukuran', () => userEvent.click(screen.getByRole('checkbox', { name: 'M' }))],
      ['Gambar produk wajib diunggah', () => userEvent.upload(screen.getByLabelText(/Gambar Produk/), pngFile('kaos.png'))],
    ];
    const focused = ['name', 'price', 'description', 'sold_count', 'categories', 'colors', 'sizes', 'image'];
    for (const [i, [message, fix]] of steps.entries()) {
      await submit();
      expect(lastError()).toBe(message);
      expect(document.activeElement).toHaveAttribute('name', focused[i]); // the focus goes to the field to fix
      await fix();
    }
    expect(toast.error).toHaveBeenCalledTimes(steps.length);
    expect(api.callsTo('POST', '/api/products')).toHaveLength(0);

    await submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Produk berhasil dibuat!'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    // The list opens on the new product's page and highlights it.
    expect(router.state.location.state).toEqual({ highlight: { resource: 'products', id: 30 } });
    const [call] = api.callsTo('POST', '/api/products');
    const body = call?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'image'))).toEqual({
      name: 'Kaos Polos',
      price: '150000',
      description: 'Katun 100%',
      sold_count: '0',
      categories: '["Kaos"]',
      colors: '["Hitam"]',
      sizes: '["M"]',
    });
    expect((body.get('image') as File).name).toBe('kaos.png');
    expect(call?.headers.Authorization).toMatch(/^Bearer /);
  });

  it.each([
    [respond(413, { message: 'Ukuran berkas maksimal 5 MB', code: 'PAYLOAD_TOO_LARGE' }), 'Ukuran berkas maksimal 5 MB'],
    [respond(500, { message: 'Terjadi kesalahan pada server', code: 'INTERNAL' }), 'Gagal membuat produk'],
  ])('shows why creating failed and stays on the form', async (answer, message) => {
    mockApi({ ...LISTS, 'POST /api/products': answer });
    const { router } = renderWithRouter(<ProductCreatePage />, { path: '/admin/products/create', routes: [listPage] });
    await userEvent.type(screen.getByLabelText(/Nama Produk/), 'Kaos');
    await userEvent.type(screen.getByLabelText(/Harga/), '1000');
    await userEvent.type(screen.getByLabelText(/Deskripsi/), 'Bagus');
    await userEvent.type(screen.getByLabelText(/Total Terjual/), '2');
    for (const name of ['Kemeja', 'Putih', 'L']) await userEvent.click(await screen.findByRole('checkbox', { name }));
    await userEvent.upload(screen.getByLabelText(/Gambar Produk/), webpFile('a.webp'));
    await submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(router.state.location.pathname).toBe('/admin/products/create');
  });
});

describe('what the create form asks for', { timeout: 20_000 }, () => {
  it("marks 'Total Terjual' required and says what to enter, with no '0' that looks filled in", async () => {
    mockApi(LISTS);
    renderWithRouter(<ProductCreatePage />, { path: '/admin/products/create' });
    const sold = await screen.findByLabelText(/Total Terjual/);
    expect(sold.closest('div')?.querySelector('label')).toHaveTextContent('Total Terjual*');
    expect(sold).not.toHaveAttribute('placeholder');
    expect(sold).toHaveAttribute('aria-required', 'true');
    expect(sold).toHaveAccessibleDescription('Wajib diisi. Isi 0 bila belum ada yang terjual.');
  });

  it("refuses a file that is not a JPEG, PNG or WebP image as it is picked, with the server's message", async () => {
    mockApi(LISTS);
    renderWithRouter(<ProductCreatePage />, { path: '/admin/products/create' });
    const picker = await screen.findByLabelText(/Gambar Produk/);
    // Named and typed like a PNG, but its bytes are not one (the server would answer 415).
    await userEvent.upload(picker, new File(['bukan gambar'], 'foto.png', { type: 'image/png' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.notAnImage));
    expect(screen.queryByRole('img', { name: 'Pratinjau gambar produk' })).not.toBeInTheDocument();
    expect(screen.getByText('Belum ada berkas dipilih')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.notAnImage);
    // A PDF, where the browser lets any file through.
    await userEvent.setup({ applyAccept: false }).upload(picker, new File(['%PDF-1.4'], 'katalog.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    // A real image is taken, and the message goes.
    await userEvent.upload(picker, pngFile('kaos.png'));
    expect(await screen.findByRole('img', { name: 'Pratinjau gambar produk' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the weight a courier bills', { timeout: 20_000 }, () => {
  it('is optional on create (300 g), refused outside 1–100,000 grams, and sent when given', async () => {
    const api = mockApi({ ...LISTS, 'POST /api/products': respond(201, product(31)) });
    renderWithRouter(<ProductCreatePage />, { path: '/admin/products/create', routes: [listPage] });
    const weight = await screen.findByLabelText(/Berat \(gram\)/);
    expect(weight).toHaveAccessibleDescription('Berat satu barang setelah dikemas. Kosong berarti 300 gram.');
    await userEvent.type(screen.getByLabelText(/Nama Produk/), 'Jaket Parka');
    await userEvent.type(screen.getByLabelText(/Harga/), '450000');
    await userEvent.type(screen.getByLabelText(/Deskripsi/), 'Tebal');
    await userEvent.type(screen.getByLabelText(/Total Terjual/), '0');
    for (const name of ['Kaos', 'Hitam', 'L']) await userEvent.click(await screen.findByRole('checkbox', { name }));
    await userEvent.upload(screen.getByLabelText(/Gambar Produk/), pngFile('parka.png'));
    await userEvent.type(weight, '0');
    await submit();
    expect(lastError()).toBe(MESSAGES.weightRange);
    expect(document.activeElement).toHaveAttribute('name', 'weight_grams');
    expect(api.callsTo('POST', '/api/products')).toHaveLength(0);
    await userEvent.clear(weight);
    await userEvent.type(weight, '1250');
    await submit();
    await waitFor(() => expect(api.callsTo('POST', '/api/products')).toHaveLength(1));
    expect((api.callsTo('POST', '/api/products')[0]?.body as FormData).get('weight_grams')).toBe('1250');
  });

  it('is prefilled on edit', async () => {
    mockApi({ ...LISTS, 'GET /api/products/6': product(6, { weight_grams: 720 }) });
    renderWithRouter(<ProductEditPage />, { path: '/admin/products/edit/:id', at: '/admin/products/edit/6' });
    expect(await screen.findByLabelText(/Berat \(gram\)/)).toHaveValue(720);
  });
});

describe('product edit form', { timeout: 20_000 }, () => {
  it('prefills the product, needs only name and price, and sends an empty sold count as 0', async () => {
    const linen = product(5, { name: 'Kemeja Linen', price: 250_000, sold_count: 9, categories: [{ id: 2, name: 'Kemeja' }] });
    const api = mockApi({ ...LISTS, 'GET /api/products/5': linen, 'PUT /api/products/5': linen });
    const { router } = renderWithRouter(<ProductEditPage />, {
      path: '/admin/products/edit/:id',
      at: '/admin/products/edit/5',
      routes: [listPage],
    });
    const name = await screen.findByLabelText(/Nama Produk/);
    expect(name).toHaveValue('Kemeja Linen');
    expect(screen.getByLabelText(/Total Terjual/)).toHaveAccessibleDescription('Kosong berarti 0.');
    expect(name).toBeRequired();
    expect(screen.getByLabelText(/Harga/)).toBeRequired();
    expect(screen.getByLabelText(/Gambar Produk/)).not.toBeRequired();
    expect(await screen.findByRole('checkbox', { name: 'Kemeja' })).toBeChecked();

    await userEvent.clear(screen.getByLabelText(/Total Terjual/));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Product updated successfully!'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    const body = api.callsTo('PUT', '/api/products/5')[0]?.body as FormData;
    expect(body.get('sold_count')).toBe('0');
    expect(body.get('categories')).toBe('["Kemeja"]');
    expect(body.get('image')).toBeNull();
  });

  it("says 'Failed to update product.' when the server fails", async () => {
    mockApi({
      ...LISTS,
      'GET /api/products/5': product(5, { name: 'Produk 05' }),
      'PUT /api/products/5': respond(500, { message: 'boom', code: 'INTERNAL' }),
    });
    renderWithRouter(<ProductEditPage />, { path: '/admin/products/edit/:id', at: '/admin/products/edit/5' });
    await screen.findByDisplayValue('Produk 05');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update product.'));
  });
});
