import type { CartItem, Product } from '@gayaku/contract';
import { SelectField } from '../../../components/ui/field.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { formatRupiah } from '../../../lib/format.ts';

export interface Choice {
  size: string;
  color: string;
}

/** A line's size and colour: the shopper's pick, else the product's only option, else none yet. */
export function choiceOf(picked: Choice | undefined, product: Product | undefined): Choice {
  const only = (list: string[]) => (list.length === 1 ? (list[0] ?? '') : '');
  return {
    size: picked?.size ?? only(product?.sizes.map((s) => s.size_name) ?? []),
    color: picked?.color ?? only(product?.colors.map((c) => c.color_name) ?? []),
  };
}

/** The order summary's lines, each with its 'Ukuran' and 'Warna' choice from the product's own options. */
export function CheckoutItems({
  items,
  products,
  choices,
  onChoose,
}: {
  items: readonly CartItem[];
  products: readonly { data?: Product; isPending: boolean }[];
  choices: readonly Choice[];
  onChoose: (cartId: number, choice: Choice) => void;
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
                    onChange={(e) => onChoose(item.cart_id, { ...choice, size: e.target.value })}
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
                    onChange={(e) => onChoose(item.cart_id, { ...choice, color: e.target.value })}
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
  );
}
