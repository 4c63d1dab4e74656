import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { PageHeader } from '../../admin/index.ts';
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
    </>
  );
}

/** /admin/products/edit/{id} */
export function ProductEditPage() {
  const id = Number(useParams().id);
  const product = useQuery({ ...productQuery(id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <>
      <PageHeader title="Edit Produk" description={product.data ? product.data.name : undefined} back={BACK} />
      {product.data ? (
        <ProductForm
          key={product.data.id}
          id={product.data.id}
          initial={productToFormValues(product.data)}
          currentImageUrl={product.data.image_url}
        />
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
