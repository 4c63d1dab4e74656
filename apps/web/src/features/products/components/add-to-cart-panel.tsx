import { MESSAGES, type ProductDetail } from '@gayaku/contract';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { BagIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { peekPendingAdd, rememberPendingAdd, takePendingAdd, useAddToCart, type CartAddition } from '../../cart/index.ts';
import { chosenAvailable, initialChoice, missingChoice, type VariantChoice } from '../variant-choice.ts';
import { BuyBar } from './buy-bar.tsx';
import { VariantPicker } from './variant-picker.tsx';

const CHOSEN_SOLD_OUT = 'Ukuran dan warna ini sudah habis. Pilih yang lain.';
const ADDED = 'Produk berhasil ditambahkan ke keranjang!';

/**
 * The product page's size and colour choosers and 'Tambah ke Keranjang'. With more than one size or
 * colour the shopper chooses first; the choice goes to the cart line (and on to /order).
 */
export function AddToCartPanel({ product }: { product: ProductDetail }) {
  // Back from logging in with an addition pending: its size and colour are the choice.
  const [choice, setChoice] = useState<VariantChoice>(() => {
    const pending = peekPendingAdd(product.id);
    return pending ? { size: pending.size ?? null, color: pending.color ?? null } : initialChoice(product);
  });
  const [ask, setAsk] = useState<string | null>(null);
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const panelRef = useRef<HTMLDivElement>(null);

  const choose = (next: VariantChoice) => {
    setChoice(next);
    setAsk(null);
  };

  // A failure is toasted by the query client (the server's reason, else 'Gagal menambahkan produk ke keranjang.').
  const add = (addition: CartAddition) => addToCart.mutate(addition, { onSuccess: () => toast.success(ADDED, { autoClose: 3000 }) });

  // Back from logging in (or registering first): the addition that sent the visitor away is made now.
  const finishPending = useEffectEvent(() => {
    const pending = takePendingAdd(product.id);
    if (pending) add(pending);
  });
  useEffect(() => {
    if (loggedIn) finishPending();
  }, [loggedIn]);

  const onAdd = () => {
    const missing = missingChoice(product, choice) ?? (chosenAvailable(product, choice) === 0 ? CHOSEN_SOLD_OUT : null);
    const addition = { productId: product.id, size: choice.size ?? undefined, color: choice.color ?? undefined };
    if (!loggedIn) {
      if (!missing) rememberPendingAdd(addition);
      void navigate(`/auth/login?next=${encodeURIComponent(`/products/${product.id}`)}`);
      return;
    }
    setAsk(missing);
    // From the docked buy bar the choosers may be off screen: bring them, and the question, into view.
    if (missing) panelRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    else add(addition);
  };

  return (
    <div ref={panelRef} className="flex scroll-mt-24 scroll-mb-40 flex-col gap-5">
      <VariantPicker product={product} choice={choice} onChange={choose} />
      <div className="flex flex-col gap-2">
        <BuyBar price={product.price}>
          <Button
            variant="primary"
            size="lg"
            className="w-full md:w-auto"
            onClick={onAdd}
            disabled={addToCart.isPending || !product.in_stock}
            aria-describedby={ask ? 'add-to-cart-ask' : undefined}
          >
            {addToCart.isPending ? <Spinner className="text-paper" /> : <BagIcon className="size-5" />}
            Tambah ke Keranjang
          </Button>
        </BuyBar>
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
