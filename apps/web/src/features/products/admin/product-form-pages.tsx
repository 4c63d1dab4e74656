import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { PageHeader } from '../../admin/index.ts';
import { StockGrid } from '../../stock/index.ts';
import { EntityHistory } from '../../audit/index.ts';
import { productQuery } from '../api/queries.ts';
import { EMPTY_PRODUCT_FORM, productToFormValues } from './product-form-model.ts';
import { ProductForm } from './product-form.tsx';

const BACK = { to: '/admin/products', label: 'Kelola Produk' };

/** /admin/products/create */
export function ProductCreatePage() {
  return (
    <>
      <PageHeader title="Buat Produk" back={BACK} />
      <ProductForm initial={EMPTY_PRODUCT_FORM} />
      <p className="mt-6 max-w-5xl text-sm text-muted">Stok per ukuran dan warna diatur di halaman edit setelah produk disimpan.</p>
    </>
  );
}

/** /admin/products/edit/{id}: the product form, below it the stock grid of its sizes × colours, then its history. */
export function ProductEditPage() {
  const id = Number(useParams().id);
  const product = useQuery({ ...productQuery(id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <>
      <PageHeader title="Edit Produk" description={product.data ? product.data.name : undefined} back={BACK} />
      {product.data ? (
        <>
          <ProductForm
            key={product.data.id}
            id={product.data.id}
            initial={productToFormValues(product.data)}
            currentImageUrl={product.data.image_url}
          />
          <div className="mt-8 max-w-5xl">
            <StockGrid
              key={product.data.id}
              productId={product.data.id}
              sizes={product.data.sizes.map((s) => s.size_name)}
              colors={product.data.colors.map((c) => c.color_name)}
            />
          </div>
          <div className="mt-8 max-w-5xl">
            <EntityHistory entity="product" id={product.data.id} />
          </div>
        </>
      ) : product.isError || !(id > 0) ? (
        <ErrorState
          className="max-w-2xl"
          message={errorText(product.error, 'Produk tidak ditemukan.')}
          onRetry={() => void product.refetch()}
        />
      ) : (
        <Spinner label="Memuat..." />
      )}
    </>
  );
}
