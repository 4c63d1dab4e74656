/**
 * The large shop's shoppers: Indonesian first and last names, a username and an e-mail at
 * contoh.id made from them and a number, a city with a shipping rate, an address, and the demo
 * shoppers' password (docs: the demo accounts), so the benchmark can log in as any of them.
 * Joined over the last two years. Set-based (`generate_series`), deterministic.
 */
import { hashPassword } from '../../apps/api/src/lib/password.ts';
import { DEMO_PASSWORD, SHIPPING_RATES } from '../../apps/api/src/db/seed/reference-data.ts';
import type { Sql } from '../lib/past-orders.ts';

// prettier-ignore
const FIRST = [
  'Adi', 'Agus', 'Ahmad', 'Aldi', 'Andi', 'Anisa', 'Ayu', 'Bayu', 'Budi', 'Citra', 'Dewi', 'Dian', 'Dimas', 'Eka',
  'Fajar', 'Fitri', 'Gita', 'Hendra', 'Ika', 'Indah', 'Intan', 'Joko', 'Kartika', 'Lestari', 'Maya', 'Nanda',
  'Nur', 'Putri', 'Rani', 'Reza', 'Rina', 'Rizky', 'Sari', 'Siti', 'Tari', 'Teguh', 'Tika', 'Wahyu', 'Wulan', 'Yoga',
];
// prettier-ignore
const LAST = [
  'Pratama', 'Saputra', 'Wijaya', 'Kusuma', 'Santoso', 'Hidayat', 'Nugroho', 'Lestari', 'Permata', 'Siregar',
  'Nasution', 'Hutapea', 'Simanjuntak', 'Wibowo', 'Setiawan', 'Rahmawati', 'Purnama', 'Gunawan', 'Halim', 'Utami',
  'Anggraini', 'Firmansyah', 'Maulana', 'Ramadhan', 'Syahputra', 'Susanto', 'Kurniawan', 'Sembiring', 'Tanjung', 'Daulay',
];
// prettier-ignore
const STREETS = ['Jl. Merdeka', 'Jl. Sudirman', 'Jl. Diponegoro', 'Jl. Gatot Subroto', 'Jl. Ahmad Yani', 'Jl. Pemuda', 'Jl. Kenanga', 'Jl. Melati', 'Jl. Cempaka', 'Jl. Flamboyan'];

/** Adds `count` shoppers; answers how many were written (an existing username or e-mail is skipped). */
export async function addShoppers(db: Sql, count: number, until: Date): Promise<number> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const cities = SHIPPING_RATES.map(([city]) => city);
  const { rows } = await db.query(
    `with n as (select g, ($1::text[])[1 + g % cardinality($1::text[])] first,
                          ($2::text[])[1 + (g / cardinality($1::text[])) % cardinality($2::text[])] last
                from generate_series(1, $3::int) g),
          u as (select g, lower(first || '.' || last || g) username, first, last from n)
     insert into users (username, email, password_hash, role, city, address, recipient_name, created_at, updated_at)
     select username, username || '@contoh.id', $4, 'user', ($5::text[])[1 + g % cardinality($5::text[])],
            ($6::text[])[1 + (g * 7) % cardinality($6::text[])] || ' No. ' || (1 + g % 180),
            first || ' ' || last,
            $7::timestamptz - ((g::bigint * 104729) % (730 * 1440)) * interval '1 minute',
            $7::timestamptz - ((g::bigint * 104729) % (730 * 1440)) * interval '1 minute'
     from u on conflict do nothing returning 1`,
    [FIRST, LAST, count, hash, cities, STREETS, until.toISOString()],
  );
  return rows.length;
}
