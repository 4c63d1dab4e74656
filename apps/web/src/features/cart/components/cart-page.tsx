import type { CartItem } from '@gayaku/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { BagIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/states.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { cartSubtotal, lineSubtotal, orderTotal } from '../../../lib/money.ts';
import { getCheckoutCity, setCheckoutCity, shippingCostFor, shippingRatesQuery } from '../../shipping/index.ts';
import { profileQuery } from '../../users/index.ts';
import { useRemoveItem, useUpdateQuantity } from '../api/mutations.ts';
import { cartQuery } from '../api/queries.ts';
import { LineVariant } from './line-variant.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

/** /shopping-cart (spec section 2). */
export function CartPage() {
  const cart = useQuery(cartQuery());
  return (
    <div className="container-page py-8 md:py-12">
      <h1 className="text-3xl font-semibold md:text-4xl">Keranjang Belanja</h1>
      {cart.isError ? (
        <ErrorState className="mt-8" message="Failed to fetch cart" onRetry={() => void cart.refetch()} />
      ) : !cart.data ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]" aria-busy="true">
          <div className="space-y-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28 w-full rounded-card" />
            ))}
          </div>
          <Skeleton className="h-72 w-full rounded-card" />
        </div>
      ) : cart.data.length === 0 ? (
        <EmptyState className="mt-8" title="Keranjang Anda masih kosong">
          <p>Temukan gaya favorit Anda dan tambahkan ke keranjang.</p>
          <Link to="/products" className={buttonClasses('primary', 'md', 'mt-5')}>
            Mulai belanja
          </Link>
        </EmptyState>
      ) : (
        <CartContents items={cart.data} />
      )}
    </div>
  );
}

function CartContents({ items }: { items: CartItem[] }) {
  const rates = useQuery(shippingRatesQuery());
  const profile = useQuery(profileQuery());
  const [chosen, setChosen] = useState(getCheckoutCity);
  const city = chosen || profile.data?.city || '';
  const known = Boolean(city && rates.data?.some((r) => r.city === city));
  const shipping = known ? shippingCostFor(rates.data, city) : 0;
  const subtotal = cartSubtotal(items);
  const total = orderTotal(subtotal, shipping);
  const updateQuantity = useUpdateQuantity();
  const removeItem = useRemoveItem();
  const navigate = useNavigate();

  const chooseCity = (value: string) => {
    setChosen(value);
    setCheckoutCity(value);
  };

  const checkout = () => {
    if (known) setCheckoutCity(city);
    void navigate('/order', { state: { items, subtotal, shipping_cost: shipping, city: known ? city : '' } });
  };

  return (
    <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_22rem] lg:gap-10">
      <table className="block w-full border-collapse text-left md:table">
        <caption className="sr-only">Produk di keranjang</caption>
        <thead className="hidden border-b border-line text-xs tracking-wider text-muted uppercase md:table-header-group">
          <tr>
            <th scope="col" className="pb-3 font-medium">
              Produk
            </th>
            <th scope="col" className="pb-3 font-medium">
              Harga
            </th>
            <th scope="col" className="pb-3 font-medium">
              Jumlah
            </th>
            <th scope="col" className="pb-3 text-right font-medium">
              Subtotal
            </th>
            <th scope="col" className="pb-3">
              <span className="sr-only">Aksi</span>
            </th>
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {items.map((item) => (
            <tr
              key={item.cart_id}
              className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-3 border-b border-line py-4 md:table-row"
            >
              <td className="col-span-2 md:py-4 md:pr-4">
                <div className="flex items-center gap-4">
                  <Link to={`/products/${item.product_id}`} className="w-20 shrink-0 overflow-hidden rounded-lg md:w-24">
                    <ProductImage src={item.image_url} alt={item.name} sizes="96px" />
                  </Link>
                  <div className="min-w-0">
                    <Link to={`/products/${item.product_id}`} className="line-clamp-2 font-medium text-ink hover:underline">
                      {item.name}
                    </Link>
                    <LineVariant item={item} />
                    <p className="mt-1 text-sm whitespace-nowrap text-muted md:hidden">{formatRupiah(item.price)}</p>
                  </div>
                </div>
              </td>
              <td className="hidden text-sm whitespace-nowrap text-ink-soft md:table-cell md:py-4 md:pr-4">{formatRupiah(item.price)}</td>
              <td className="md:py-4 md:pr-4">
                <QuantityStepper
                  name={item.name}
                  quantity={item.quantity}
                  onChange={(quantity) => updateQuantity.mutate({ cartId: item.cart_id, quantity })}
                />
              </td>
              <td className="text-right font-semibold whitespace-nowrap md:py-4">{formatRupiah(lineSubtotal(item))}</td>
              <td className="col-span-2 flex justify-end md:table-cell md:py-4 md:pl-2 md:text-right">
                <button
                  type="button"
                  onClick={() => removeItem.mutate({ cartId: item.cart_id })}
                  aria-label={`Remove ${item.name}`}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm text-muted transition-colors hover:bg-danger-soft hover:text-danger"
                >
                  <TrashIcon className="size-4" />
                  <span aria-hidden="true">Remove</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <aside aria-labelledby="summary-title" className="rounded-card border border-line bg-surface p-5 md:p-6 lg:sticky lg:top-24">
        <h2 id="summary-title" className="text-xl font-semibold">
          Ringkasan Belanja
        </h2>
        <div className="mt-5">
          <label htmlFor="cart-city" className="field-label">
            Kota pengiriman
          </label>
          <select id="cart-city" name="city" value={known ? city : ''} onChange={(e) => chooseCity(e.target.value)} className="field-input">
            <option value="">Pilih Kota</option>
            {rates.data?.map((r) => (
              <option key={r.city} value={r.city}>
                {r.city} — {formatRupiah(r.shipping_cost)}
              </option>
            ))}
          </select>
          {rates.isError ? <p className="mt-1.5 text-xs text-danger">Gagal memuat daftar kota.</p> : null}
        </div>
        <dl className="mt-5 space-y-3 border-t border-line pt-5 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">Subtotal ({items.reduce((n, i) => n + i.quantity, 0)} barang)</dt>
            <dd className="font-medium whitespace-nowrap">{formatRupiah(subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">Ongkos kirim</dt>
            <dd className="font-medium whitespace-nowrap">{formatRupiah(shipping)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
            <dt className="font-semibold">Total</dt>
            <dd className="font-semibold whitespace-nowrap">{formatRupiah(total)}</dd>
          </div>
        </dl>
        <Button size="lg" className="mt-6 w-full" onClick={checkout}>
          <BagIcon className="size-5" />
          Checkout
        </Button>
        {!known ? <p className="mt-2 text-center text-xs text-muted">Ongkos kirim dihitung setelah kota dipilih.</p> : null}
      </aside>
    </div>
  );
}
