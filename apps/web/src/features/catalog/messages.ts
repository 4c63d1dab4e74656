/** Shown where a home section's data failed to load (with 'Coba lagi'; no sample data, DESIGN.md deviations). */
export const LOAD_FAILED = 'Gagal memuat data. Periksa koneksi Anda lalu coba lagi.';
