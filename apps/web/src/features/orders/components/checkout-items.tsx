import { MESSAGES, type CartItem, type ProductDetail } from '@gayaku/contract';
import { SelectField } from '../../../components/ui/field.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { SizeChartButton } from '../../attributes/index.ts';
import { QuantityStepper } from '../../cart/index.ts';
import { availableOf, colorSoldOut, sizeSoldOut, SOLD_OUT } from '../../products/index.ts';

export interface Choice {
  size: string;
  color: string;
}

/**
 * A line's size and colour: the shopper's pick at /order, else the one chosen on the product page
 * (the cart line's, while the product still has it), else the product's only option, else none yet.
 */
export function choiceOf(picked: Choice | undefined, product: ProductDetail | undefined, line: CartItem): Choice {
  const sizes = product?.sizes.map((s) => s.size_name);
  const colors = product?.colors.map((c) => c.color_name);
  const from = (chosen: string | null, list: string[] | undefined) =>
    chosen && (!list || list.includes(chosen)) ? chosen : list?.length === 1 ? (list[0] ?? '') : '';
  return { size: picked?.size ?? from(line.size, sizes), color: picked?.color ?? from(line.color, colors) };
}

/**
 * Why a line cannot be bought as it stands, or null: what the server said of it (409 OUT_OF_STOCK),
 * else the product's stock of the chosen pair when it no longer covers the quantity.
 */
export function lineStockProblem(line: CartItem, product: ProductDetail | undefined, choice: Choice, reported?: string): string | null {
  if (reported) return reported;
  if (!choice.size || !choice.color) return null;
  const left =
    product !== undefined
      ? availableOf(product.variants, choice.size, choice.color)
      : choice.size === line.size && choice.color === line.color
        ? line.available
        : null;
  return left !== null && left < line.quantity ? MESSAGES.outOfStock(line.name, choice.size, choice.color, left) : null;
}

const label = (name: string, soldOut: boolean) => (soldOut ? `${name} (${SOLD_OUT})` : name);

/**
 * The order summary's lines: each with its 'Ukuran' and 'Warna' from the product's own options
 * (a sold-out pair disabled as 'Habis') and 'Panduan Ukuran' under them, its quantity, and why it
 * cannot be bought when stock ran out.
 */
export function CheckoutItems({
  items,
  products,
  choices,
  problems,
  onChoose,
  onQuantity,
}: {
  items: readonly CartItem[];
  products: readonly { data?: ProductDetail; isPending: boolean }[];
  choices: readonly Choice[];
  problems: readonly (string | null)[];
  onChoose: (cartId: number, choice: Choice) => void;
  onQuantity: (cartId: number, quantity: number) => void;
}) {
  return (
    <section aria-labelledby="items-title" className="rounded-card border border-line bg-surface p-5 md:p-6">
      <h2 id="items-title" className="text-xl font-semibold">
        Produk ({items.length})
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {items.map((item, i) => {
          const product = products[i]?.data;
          const choice = choices[i] ?? { size: '', color: '' };
          const loading = products[i]?.isPending;
          const problem = problems[i] ?? null;
          const problemId = `line-${item.cart_id}-stock`;
          const described = problem ? { 'aria-describedby': problemId, 'aria-invalid': true } : {};
          return (
            <li key={item.cart_id} className="grid gap-4 py-4 first:pt-0 last:pb-0 sm:grid-cols-[5rem_1fr]">
              <div className="hidden w-20 overflow-hidden rounded-lg sm:block">
                <ProductImage src={item.image_url} alt="" sizes="80px" />
              </div>
              <div>
                <p className="font-medium text-ink">{item.name}</p>
                <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-muted">
                    {item.quantity} x {formatRupiah(item.price)}
                  </p>
                  <QuantityStepper name={item.name} quantity={item.quantity} onChange={(q) => onQuantity(item.cart_id, q)} />
                </div>
                <div className="mt-3 grid grid-cols-2 gap-3">
                  <SelectField
                    label="Ukuran"
                    name="size"
                    required
                    value={choice.size}
                    disabled={loading}
                    onChange={(e) => onChoose(item.cart_id, { ...choice, size: e.target.value })}
                    {...described}
                  >
                    <option value="">Pilih Size</option>
                    {product?.sizes.map((s) => {
                      const soldOut = sizeSoldOut(product, s.size_name);
                      return (
                        <option key={s.id} value={s.size_name} disabled={soldOut && s.size_name !== choice.size}>
                          {label(s.size_name, soldOut)}
                        </option>
                      );
                    })}
                  </SelectField>
                  <SelectField
                    label="Warna"
                    name="color"
                    required
                    value={choice.color}
                    disabled={loading}
                    onChange={(e) => onChoose(item.cart_id, { ...choice, color: e.target.value })}
                    {...described}
                  >
                    <option value="">Pilih Warna</option>
                    {product?.colors.map((c) => {
                      const soldOut = colorSoldOut(product, choice.size || null, c.color_name);
                      return (
                        <option key={c.id} value={c.color_name} disabled={soldOut && c.color_name !== choice.color}>
                          {label(c.color_name, soldOut)}
                        </option>
                      );
                    })}
                  </SelectField>
                </div>
                {product ? <SizeChartButton product={product} chosen={choice.size || null} className="-mb-2" /> : null}
                {problem ? (
                  <p id={problemId} className="mt-2 rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
                    {problem}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
