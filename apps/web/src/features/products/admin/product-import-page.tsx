/**
 * /admin/products/import: a products CSV (the file 'Ekspor CSV' writes, edited) checked with
 * 'Periksa' (nothing changes) or imported with 'Impor'. All or nothing: a file with problems
 * changes nothing and every problem is listed by row and column.
 */
import { CSV_LIST_SEPARATOR, PRODUCT_CSV_COLUMNS, PRODUCT_CSV_REQUIRED, type ImportResult } from '@gayaku/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatNumber } from '../../../lib/format.ts';
import { CsvDownloadButton, EXPORT_TIMEOUT_MS, FilePicker, PageHeader, Panel } from '../../admin/index.ts';
import { productFileApi } from '../api/files.ts';
import { useImportProducts } from '../api/import.ts';
import { ImportProblems, problemsOf } from './import-problems.tsx';

const BACK = { to: '/admin/products', label: 'Kelola Produk' };

function Outcome({ result, error }: { result: ImportResult | undefined; error: unknown }) {
  if (result)
    return (
      <div role="status" className="rounded-lg bg-success-soft px-4 py-3 text-sm text-success">
        <p className="font-medium">{result.message}</p>
        <p className="mt-1">
          {formatNumber(result.rows)} baris · {formatNumber(result.created)} dibuat · {formatNumber(result.updated)} diperbarui ·{' '}
          {formatNumber(result.unchanged)} tidak berubah
        </p>
      </div>
    );
  if (!error) return null;
  const problems = problemsOf(error);
  return (
    <div role="alert" className="space-y-3">
      <p className="rounded-lg bg-danger-soft px-4 py-3 text-sm font-medium text-danger">{errorText(error, 'Impor gagal.')}</p>
      {problems.length > 0 ? <ImportProblems problems={problems} /> : null}
    </div>
  );
}

export function ProductImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const importer = useImportProducts();
  const run = (dryRun: boolean) => file && importer.mutate({ file, dryRun });
  return (
    <>
      <PageHeader title="Impor Produk" description="Buat dan perbarui banyak produk sekaligus dari berkas CSV." back={BACK} />
      <div className="grid max-w-5xl gap-6">
        <Panel title="Berkas CSV" labelledBy="import-file-title">
          <div className="flex flex-wrap items-center gap-3">
            <FilePicker
              id="import-file"
              name="file"
              label="Pilih berkas CSV"
              accept=".csv,text/csv"
              onPick={(f) => {
                setFile(f);
                importer.reset();
              }}
            />
            <span id="import-file-hint" className="min-w-0 truncate text-sm text-muted">
              {file ? `${file.name} (${formatNumber(Math.ceil(file.size / 1024))} KB)` : 'Belum ada berkas dipilih. Maksimal 10 MB.'}
            </span>
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="secondary" disabled={!file || importer.isPending} onClick={() => run(true)}>
              Periksa
            </Button>
            <Button disabled={!file || importer.isPending} onClick={() => run(false)}>
              {importer.isPending ? 'Memproses...' : 'Impor'}
            </Button>
          </div>
          <div className="mt-4" aria-live="polite">
            <Outcome result={importer.data} error={importer.error} />
          </div>
        </Panel>
        <Panel title="Format berkas" labelledBy="import-format-title">
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-ink-soft">
            <li>
              Baris pertama berisi judul kolom: {PRODUCT_CSV_COLUMNS.join(', ')}. Wajib: {PRODUCT_CSV_REQUIRED.join(', ')}.
            </li>
            <li>
              Satu baris per ukuran × warna. Baris-baris dengan nama produk yang sama adalah satu produk; isian produk di baris berikutnya
              boleh dikosongkan.
            </li>
            <li>Beberapa kategori dipisah dengan “{CSV_LIST_SEPARATOR}”. Kategori, ukuran dan warna harus sudah ada di Kelola Atribut.</li>
            <li>Produk dicari menurut SKU varian, lalu menurut nama; yang tidak ditemukan dibuat baru (isi image_url dan description).</li>
            <li>Jika ada satu masalah saja, tidak ada yang diubah. Periksa dulu untuk melihat semua masalah tanpa mengubah data.</li>
          </ul>
          <div className="mt-4">
            <CsvDownloadButton
              label="Unduh produk sekarang sebagai contoh"
              filename="produk.csv"
              load={() => productFileApi.exportProductsCsv({ timeoutMs: EXPORT_TIMEOUT_MS })}
            />
          </div>
        </Panel>
      </div>
    </>
  );
}
