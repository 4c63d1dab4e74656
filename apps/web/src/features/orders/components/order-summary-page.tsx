import { checkoutProblem, type CartItem, type Order } from '@gayaku/contract';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/states.tsx';
import { cartSubtotal, orderTotal } from '../../../lib/money.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { cartQuery, useUpdateQuantity } from '../../cart/index.ts';
import { loadSnap, openCheckoutPopup, type CheckoutOutcome } from '../../payments/index.ts';
import { productQuery } from '../../products/index.ts';
import { createOrder } from '../api/mutations.ts';
import { deliveryProblem, NO_SNAP_TOKEN, orderFailure, orderPayload, stockProblemsOf, type CheckoutLine } from '../checkout-rules.ts';
import { CheckoutItems, choiceOf, lineStockProblem, type Choice } from './checkout-items.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { useCheckoutDelivery } from './use-checkout-delivery.ts';
import { OrderTotals } from './order-totals.tsx';
import { PlacedOrder } from './placed-order.tsx';

/** The order made, its Snap token, and what the popup last said (null while it is open). */
interface Placed {
  order: Order | null;
  snapToken: string;
  outcome: CheckoutOutcome | null;
}

/** /order (spec section 2): re-reads the cart, so it survives a reload. */
export function OrderSummaryPage() {
  const cart = useQuery(cartQuery());
  const [placed, setPlaced] = useState<Placed | null>(null);

  // Preload snap.js while the shopper fills the form (spec: loaded if not already present).
  useEffect(() => {
    loadSnap().catch(() => undefined);
  }, []);

  return (
    <div className="container-page py-8 md:py-12">
      <p className="text-2xs font-semibold tracking-[0.2em] text-accent uppercase">Checkout</p>
      <h1 className="mt-1 text-3xl font-semibold md:text-4xl">Ringkasan Pesanan</h1>
      {placed ? (
        <PlacedOrder {...placed} onOutcome={(outcome) => setPlaced((p) => (p ? { ...p, outcome } : p))} />
      ) : cart.isError ? (
        <ErrorState className="mt-8" message="Failed to fetch cart" onRetry={() => void cart.refetch()} />
      ) : !cart.data ? (
        <Skeleton className="mt-8 h-80 w-full rounded-card" />
      ) : cart.data.length === 0 ? (
        <EmptyState className="mt-8" title="Tidak ada item.">
          <Link to="/products" className={buttonClasses('primary', 'md', 'mt-4')}>
            Lihat produk
          </Link>
        </EmptyState>
      ) : (
        <CheckoutForm items={cart.data} onPlaced={setPlaced} />
      )}
    </div>
  );
}

function CheckoutForm({ items, onPlaced }: { items: CartItem[]; onPlaced: (p: Placed) => void }) {
  const products = useQueries({ queries: items.map((i) => productQuery(i.product_id)) });
  const delivery = useCheckoutDelivery(items);
  const [picked, setPicked] = useState<Record<number, Choice>>({});
  // What POST /api/order said of each line it refused for stock (409 OUT_OF_STOCK), by cart line.
  const [reported, setReported] = useState<Record<number, string>>({});
  const updateQuantity = useUpdateQuantity();
  const { address, knownCity, shipping } = delivery;
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const subtotal = cartSubtotal(items);
  const total = orderTotal(subtotal, shipping ?? 0);

  const choices = items.map((item, i) => choiceOf(picked[item.cart_id], products[i]?.data, item));
  const lines: CheckoutLine[] = items.map((item, i) => ({ ...item, ...choices[i]! }));
  const problems = items.map((item, i) => lineStockProblem(item, products[i]?.data, choices[i]!, reported[item.cart_id]));

  // Changing a line forgets what the server said of it; every other line, the address and the city stay.
  const forget = (cartId: number) => setReported(({ [cartId]: _gone, ...rest }) => rest);
  const choose = (cartId: number, choice: Choice) => {
    setPicked((p) => ({ ...p, [cartId]: choice }));
    forget(cartId);
  };
  const changeQuantity = (cartId: number, quantity: number) => {
    updateQuantity.mutate({ cartId, quantity });
    forget(cartId);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    // The contract's rule, in the order POST /api/order checks: address, each line's size and colour,
    // city; then what our screen asks besides: recipient, phone, courier service.
    const recipient = {
      recipientName: delivery.recipientName,
      recipientPhone: delivery.recipientPhone,
      service: delivery.service?.code ?? null,
    };
    const found = checkoutProblem({ address, lines, city: knownCity }) ?? deliveryProblem(recipient, delivery.needsService);
    setProblem(found);
    if (found) return;
    setSubmitting(true);
    try {
      let res: Awaited<ReturnType<typeof createOrder>>;
      try {
        res = await createOrder(orderPayload(lines, shipping ?? 0, address, knownCity, recipient));
      } catch (error) {
        setProblem(orderFailure(error));
        const short = stockProblemsOf(error, items, lines);
        if (short) {
          // Stock changed under the page: show each short line, and re-read what is left.
          setReported(short);
          void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
          for (const item of items) void queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(item.product_id) });
        }
        return;
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
      if (!res.snapToken) {
        setProblem(NO_SNAP_TOKEN);
        return;
      }
      const { snapToken, order } = res;
      onPlaced({ order, snapToken, outcome: null });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
      openCheckoutPopup(snapToken, order, (outcome) => onPlaced({ order, snapToken, outcome }), navigate);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_24rem] lg:gap-10">
      <div className="space-y-6">
        <CheckoutItems
          items={items}
          products={products}
          choices={choices}
          problems={problems}
          onChoose={choose}
          onQuantity={changeQuantity}
        />

        <DeliverySection delivery={delivery} />
      </div>

      <OrderTotals
        city={knownCity}
        courier={delivery.service ? `${delivery.service.courier} ${delivery.service.service}` : null}
        subtotal={subtotal}
        shipping={shipping}
        total={total}
        problem={problem}
        submitting={submitting}
      />
    </form>
  );
}
