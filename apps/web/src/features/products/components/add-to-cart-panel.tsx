import { MESSAGES, type ProductDetail } from '@gayaku/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { BagIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddToCart } from '../../cart/index.ts';
import { chosenAvailable, initialChoice, missingChoice, type VariantChoice } from '../variant-choice.ts';
import { VariantPicker } from './variant-picker.tsx';

const CHOSEN_SOLD_OUT = 'Ukuran dan warna ini sudah habis. Pilih yang lain.';

/**
 * The product page's size and colour choosers and 'Tambah ke Keranjang'. With more than one size or
 * colour the shopper chooses first; the choice goes to the cart line (and on to /order).
 */
export function AddToCartPanel({ product }: { product: ProductDetail }) {
  const [choice, setChoice] = useState<VariantChoice>(() => initialChoice(product));
  const [ask, setAsk] = useState<string | null>(null);
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const addToCart = useAddToCart();

  const choose = (next: VariantChoice) => {
    setChoice(next);
    setAsk(null);
  };

  const onAdd = () => {
    if (!loggedIn) {
      void navigate(`/auth/login?next=${encodeURIComponent(`/products/${product.id}`)}`);
      return;
    }
    const missing = missingChoice(product, choice) ?? (chosenAvailable(product, choice) === 0 ? CHOSEN_SOLD_OUT : null);
    setAsk(missing);
    if (missing) return;
    // A failure is toasted by the query client (the server's reason, else 'Gagal menambahkan produk ke keranjang.').
    addToCart.mutate(
      { productId: product.id, size: choice.size ?? undefined, color: choice.color ?? undefined },
      { onSuccess: () => toast.success('Produk berhasil ditambahkan ke keranjang!', { autoClose: 3000 }) },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <VariantPicker product={product} choice={choice} onChange={choose} />
      <div className="flex flex-col gap-2">
        <Button
          variant="primary"
          size="lg"
          className="w-full md:w-auto md:self-start"
          onClick={onAdd}
          disabled={addToCart.isPending || !product.in_stock}
          aria-describedby={ask ? 'add-to-cart-ask' : undefined}
        >
          {addToCart.isPending ? <Spinner className="text-paper" /> : <BagIcon className="size-5" />}
          Tambah ke Keranjang
        </Button>
        {ask ? (
          <p id="add-to-cart-ask" role="alert" className="text-sm font-medium text-danger">
            {ask}
          </p>
        ) : !product.in_stock ? (
          <p className="text-sm font-medium text-danger">{MESSAGES.productSoldOut}</p>
        ) : null}
      </div>
    </div>
  );
}
