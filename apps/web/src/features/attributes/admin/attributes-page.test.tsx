import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, respond } from '../../../test/fetch-mock.ts';
import { loginAs } from '../../../test/jwt.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { AttributesPage } from './attributes-page.tsx';

beforeEach(() => loginAs(1, 'admin'));

const one = (record: object) => respond(200, [record], { 'X-Total-Count': '1' });

describe('/admin/attributes', () => {
  it("names each table's region apart, under the visible title 'Tabel Pendataan'", async () => {
    mockApi({
      'GET /api/categories': one({ id: 1, name: 'Kaos', image_url: null }),
      'GET /api/colors': one({ id: 1, color_name: 'Hitam' }),
      'GET /api/sizes': one({ id: 1, size_name: 'XL' }),
    });
    renderWithRouter(<AttributesPage />);
    expect(await screen.findByRole('cell', { name: 'Hitam' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Tabel Pendataan' })).toHaveLength(3);
    for (const name of ['Tabel Pendataan Kategori', 'Tabel Pendataan Warna', 'Tabel Pendataan Ukuran']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });
});
