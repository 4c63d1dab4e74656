import type { CartItem, Order, Product } from '@gayaku/contract';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { SelectField, TextareaField } from '../../../components/ui/field.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/states.tsx';
import { getCheckoutCity, setCheckoutCity } from '../../../lib/checkout-city.ts';
import { formatRupiah } from '../../../lib/format.ts';
import { cartSubtotal, orderTotal } from '../../../lib/money.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { cartQuery, productQuery, profileQuery, shippingCostFor, shippingRatesQuery } from '../../../lib/shop-queries.ts';
import { loadSnap } from '../../../lib/snap.ts';
import { createOrder } from '../api/mutations.ts';
import { checkoutProblem, NO_SNAP_TOKEN, orderPayload, type CheckoutLine } from '../checkout-rules.ts';
import { openPopup, orderFailure } from '../payment-popup.ts';
import { OrderTotals } from './order-totals.tsx';
import { PlacedOrder } from './placed-order.tsx';

/** /order (spec section 2): re-reads the cart, so it survives a reload. */
export function OrderSummaryPage() {
  const cart = useQuery(cartQuery());
  const [placed, setPlaced] = useState<{ order: Order | null; snapToken: string; message: string | null } | null>(null);

  // Preload snap.js while the shopper fills the form (spec: loaded if not already present).
  useEffect(() => {
    loadSnap().catch(() => undefined);
  }, []);

  return (
    <div className="container-page py-8 md:py-12">
      <p className="text-2xs font-semibold tracking-[0.2em] text-accent uppercase">Checkout</p>
      <h1 className="mt-1 text-3xl font-semibold md:text-4xl">Ringkasan Pesanan</h1>
      {placed ? (
        <PlacedOrder {...placed} onMessage={(message: string) => setPlaced((p) => (p ? { ...p, message } : p))} />
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

type Choice = { size: string; color: string };

function CheckoutForm({
  items,
  onPlaced,
}: {
  items: CartItem[];
  onPlaced: (p: { order: Order | null; snapToken: string; message: string | null }) => void;
}) {
  const products = useQueries({ queries: items.map((i) => productQuery(i.product_id)) });
  const rates = useQuery(shippingRatesQuery());
  const profile = useQuery(profileQuery());
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [address, setAddress] = useState('');
  const [city, setCity] = useState(getCheckoutCity);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const prefilled = useRef(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // Prefill address and city from the profile once (DESIGN.md deviations).
  useEffect(() => {
    if (prefilled.current || !profile.data) return;
    prefilled.current = true;
    if (profile.data.address) setAddress((a) => a || (profile.data.address ?? ''));
    if (profile.data.city) setCity((c) => c || (profile.data.city ?? ''));
  }, [profile.data]);

  const knownCity = city && rates.data?.some((r) => r.city === city) ? city : '';
  const shipping = shippingCostFor(rates.data, knownCity);
  const subtotal = cartSubtotal(items);
  const total = orderTotal(subtotal, shipping);

  const productOf = (i: number): Product | undefined => products[i]?.data;
  const choiceOf = (item: CartItem, product: Product | undefined): Choice => {
    const picked = choices[item.cart_id];
    const only = (list: string[]) => (list.length === 1 ? (list[0] ?? '') : '');
    return {
      size: picked?.size ?? only(product?.sizes.map((s) => s.size_name) ?? []),
      color: picked?.color ?? only(product?.colors.map((c) => c.color_name) ?? []),
    };
  };
  const lines: CheckoutLine[] = items.map((item, i) => ({ ...item, ...choiceOf(item, productOf(i)) }));

  const choose = (cartId: number, current: Choice, patch: Partial<Choice>) =>
    setChoices((c) => ({ ...c, [cartId]: { ...current, ...patch } }));
  const chooseCity = (value: string) => {
    setCity(value);
    setCheckoutCity(value);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = checkoutProblem({ address, lines, city: knownCity });
    setProblem(found);
    if (found) return;
    setSubmitting(true);
    try {
      let res: Awaited<ReturnType<typeof createOrder>>;
      try {
        res = await createOrder(orderPayload(lines, shipping, address, knownCity));
      } catch (error) {
        setProblem(orderFailure(error));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
      if (!res?.snapToken) {
        setProblem(NO_SNAP_TOKEN);
        return;
      }
      const snapToken = res.snapToken;
      const order = res.order ?? null;
      onPlaced({ order, snapToken, message: null });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
      openPopup(snapToken, order, (message) => onPlaced({ order, snapToken, message }), navigate);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_24rem] lg:gap-10">
      <div className="space-y-6">
        <section aria-labelledby="items-title" className="rounded-card border border-line bg-surface p-5 md:p-6">
          <h2 id="items-title" className="text-xl font-semibold">
            Produk ({items.length})
          </h2>
          <ul className="mt-4 divide-y divide-line">
            {items.map((item, i) => {
              const product = productOf(i);
              const choice = choiceOf(item, product);
              const loading = products[i]?.isPending;
              return (
                <li key={item.cart_id} className="grid gap-4 py-4 first:pt-0 last:pb-0 sm:grid-cols-[5rem_1fr]">
                  <div className="hidden w-20 overflow-hidden rounded-lg sm:block">
                    <ProductImage src={item.image_url} alt="" sizes="80px" />
                  </div>
                  <div>
                    <p className="font-medium text-ink">{item.name}</p>
                    <p className="mt-0.5 text-sm text-muted">
                      {item.quantity} x {formatRupiah(item.price)}
                    </p>
                    <div className="mt-3 grid grid-cols-2 gap-3">
                      <SelectField
                        label="Ukuran"
                        name="size"
                        required
                        value={choice.size}
                        disabled={loading}
                        onChange={(e) => choose(item.cart_id, choice, { size: e.target.value })}
                      >
                        <option value="">Pilih Size</option>
                        {product?.sizes.map((s) => (
                          <option key={s.id} value={s.size_name}>
                            {s.size_name}
                          </option>
                        ))}
                      </SelectField>
                      <SelectField
                        label="Warna"
                        name="color"
                        required
                        value={choice.color}
                        disabled={loading}
                        onChange={(e) => choose(item.cart_id, choice, { color: e.target.value })}
                      >
                        <option value="">Pilih Warna</option>
                        {product?.colors.map((c) => (
                          <option key={c.id} value={c.color_name}>
                            {c.color_name}
                          </option>
                        ))}
                      </SelectField>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="shipping-title" className="space-y-5 rounded-card border border-line bg-surface p-5 md:p-6">
          <h2 id="shipping-title" className="text-xl font-semibold">
            Pengiriman
          </h2>
          <SelectField label="Kota pengiriman" name="city" value={knownCity} onChange={(e) => chooseCity(e.target.value)}>
            <option value="">Pilih Kota</option>
            {rates.data?.map((r) => (
              <option key={r.city} value={r.city}>
                {r.city} — {formatRupiah(r.shipping_cost)}
              </option>
            ))}
          </SelectField>
          <TextareaField
            label="Alamat pengiriman"
            name="address"
            required
            rows={4}
            autoComplete="street-address"
            placeholder="Masukkan alamat lengkap..."
            value={address}
            onChange={(e) => setAddress(e.target.value)}
          />
        </section>
      </div>

      <OrderTotals city={knownCity} subtotal={subtotal} shipping={shipping} total={total} problem={problem} submitting={submitting} />
    </form>
  );
}
