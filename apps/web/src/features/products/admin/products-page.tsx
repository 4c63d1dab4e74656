import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { PageHeader, ResourceTable } from '../../admin/index.ts';

export const PRODUCT_LABELS = { name: 'Nama Produk' } as const;

/** /admin/products: every product, with 'Buat Produk', edit and delete. */
export function ProductsPage() {
  return (
    <>
      <PageHeader
        title="Kelola Produk"
        description="Tambah, ubah dan hapus produk katalog."
        actions={
          <Link to="/admin/products/create" className={buttonClasses('primary', 'md')}>
            <PlusIcon className="size-4" />
            Buat Produk
          </Link>
        }
      />
      <ResourceTable
        resource="products"
        description="Produk"
        labels={PRODUCT_LABELS}
        editPath={(p) => `/admin/products/edit/${p.id}`}
        deletable
      />
    </>
  );
}
