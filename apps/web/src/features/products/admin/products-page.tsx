import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { CsvDownloadButton, EXPORT_TIMEOUT_MS, highlightedId, PageHeader, ResourceTable } from '../../admin/index.ts';
import { productFileApi } from '../api/files.ts';

/** /admin/products: every product, with 'Buat Produk', CSV export and import, edit and delete; a product just saved is shown. */
export function ProductsPage() {
  const { state } = useLocation();
  return (
    <>
      <PageHeader
        title="Kelola Produk"
        description="Tambah, ubah dan hapus produk katalog."
        actions={
          <>
            <Link to="/admin/reviews" className={buttonClasses('secondary', 'md')}>
              Ulasan Produk
            </Link>
            <CsvDownloadButton
              label="Ekspor CSV"
              filename="produk.csv"
              load={() => productFileApi.exportProductsCsv({ timeoutMs: EXPORT_TIMEOUT_MS })}
            />
            <Link to="/admin/products/import" className={buttonClasses('secondary', 'md')}>
              Impor CSV
            </Link>
            <Link to="/admin/products/create" className={buttonClasses('primary', 'md')}>
              <PlusIcon className="size-4" />
              Buat Produk
            </Link>
          </>
        }
      />
      <ResourceTable
        resource="products"
        description="Produk"
        editPath={(p) => `/admin/products/edit/${p.id}`}
        deletable
        highlightId={highlightedId(state, 'products')}
      />
    </>
  );
}
