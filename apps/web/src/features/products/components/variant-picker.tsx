import type { ProductDetail } from '@gayaku/contract';
import type { ReactNode } from 'react';
import { SizeChartButton } from '../../attributes/index.ts';
import {
  chosenAvailable,
  colorSoldOut,
  fewLeftText,
  pickColor,
  pickSize,
  sizeSoldOut,
  SOLD_OUT,
  type VariantChoice,
} from '../variant-choice.ts';

interface Option {
  value: string;
  soldOut: boolean;
}

/**
 * One chooser: a group named by its legend whose options are native radio buttons (arrow keys move
 * the choice), drawn as chips with the keyboard focus visible. A sold-out option stays in view,
 * disabled, and says 'Habis'. `aside` sits at the legend's end ('Panduan Ukuran').
 */
function ChipGroup({
  legend,
  name,
  options,
  value,
  onChange,
  aside,
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  value: string | null;
  onChange: (value: string) => void;
  aside?: ReactNode;
}) {
  const group = (
    <fieldset>
      <legend className="mb-2 font-sans text-sm font-semibold tracking-wide text-ink uppercase">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.value} className={o.soldOut ? 'cursor-not-allowed' : 'cursor-pointer'}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              disabled={o.soldOut}
              onChange={() => onChange(o.value)}
              className="peer sr-only"
            />
            <span className="inline-flex h-10 min-w-11 items-center justify-center gap-1.5 rounded-full border border-line bg-surface px-3.5 text-sm text-ink transition-colors peer-checked:border-ink peer-checked:bg-ink peer-checked:text-paper peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:border-dashed peer-disabled:bg-sand/60 peer-disabled:text-muted hover:border-ink/40">
              <span className={o.soldOut ? 'line-through' : undefined}>{o.value}</span>
              {o.soldOut ? ' ' : null}
              {o.soldOut ? <span className="text-2xs font-semibold tracking-wide uppercase">{SOLD_OUT}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
  if (!aside) return group;
  // Outside the fieldset, so its legend stays the group's name; drawn at the legend's end.
  return (
    <div className="relative">
      <div className="absolute -top-3 right-0">{aside}</div>
      {group}
    </div>
  );
}

/** The product page's 'Ukuran' and 'Warna' choosers, and 'Sisa {n}' when few of the chosen pair are left. */
export function VariantPicker({
  product,
  choice,
  onChange,
}: {
  product: ProductDetail;
  choice: VariantChoice;
  onChange: (choice: VariantChoice) => void;
}) {
  const left = chosenAvailable(product, choice);
  const few = left === null ? null : fewLeftText(left);
  return (
    <div className="flex flex-col gap-5">
      {product.sizes.length > 0 ? (
        <ChipGroup
          legend="Ukuran"
          name="size"
          options={product.sizes.map((s) => ({ value: s.size_name, soldOut: sizeSoldOut(product, s.size_name) }))}
          value={choice.size}
          onChange={(size) => onChange(pickSize(product, choice, size))}
          aside={<SizeChartButton product={product} chosen={choice.size} />}
        />
      ) : null}
      {product.colors.length > 0 ? (
        <ChipGroup
          legend="Warna"
          name="color"
          options={product.colors.map((c) => ({ value: c.color_name, soldOut: colorSoldOut(product, choice.size, c.color_name) }))}
          value={choice.color}
          onChange={(color) => onChange(pickColor(choice, color))}
        />
      ) : null}
      <p role="status" className="min-h-5 text-sm font-medium text-accent-dark">
        {few}
      </p>
    </div>
  );
}
