/** The header search's suggestions: a listbox of products (photo, name, price), then categories. */
import { thumbnailOf } from '@gayaku/contract';
import type { MouseEvent } from 'react';
import { PRODUCT_IMAGE_PLACEHOLDER } from '../../../config.ts';
import { formatRupiah } from '../../../lib/format.ts';
import type { SuggestionOption } from '../combobox-model.ts';

export interface ShownOption extends SuggestionOption {
  price?: number;
  imageUrl?: string;
}

/** The element id of an option, for aria-activedescendant. */
export const optionId = (listId: string, option: SuggestionOption) => `${listId}-${option.key}`;

function OptionRow({ option, active, id, onPick }: { option: ShownOption; active: boolean; id: string; onPick: () => void }) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onClick={onPick}
      className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm ${active ? 'bg-sand' : 'hover:bg-paper'}`}
    >
      {option.kind === 'product' ? (
        <>
          <img
            src={option.imageUrl ? (thumbnailOf(option.imageUrl) ?? option.imageUrl) : PRODUCT_IMAGE_PLACEHOLDER}
            alt=""
            width={32}
            height={40}
            loading="lazy"
            className="h-10 w-8 shrink-0 rounded-sm bg-sand object-cover"
          />
          <span className="min-w-0 flex-1 truncate text-ink">{option.label}</span>
          <span className="shrink-0 text-ink-soft tabular-nums">{formatRupiah(option.price ?? 0)}</span>
        </>
      ) : (
        <span className="text-ink">{option.label}</span>
      )}
    </li>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <ul role="group" aria-labelledby={id} className="py-1">
      <li role="presentation" id={id} className="px-3 pt-1.5 pb-1 text-2xs font-semibold tracking-[0.15em] text-muted uppercase">
        {title}
      </li>
      {children}
    </ul>
  );
}

/** Keeps the focus in the input while an option is clicked. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

export function SuggestionList({
  id,
  options,
  active,
  onPick,
}: {
  id: string;
  options: readonly ShownOption[];
  active: number | null;
  onPick: (option: ShownOption) => void;
}) {
  // Always in the DOM (hidden while collapsed), so the input's aria-controls names an element.
  const row = (option: ShownOption) => (
    <OptionRow
      key={option.key}
      option={option}
      id={optionId(id, option)}
      active={active !== null && options[active] === option}
      onPick={() => onPick(option)}
    />
  );
  const products = options.filter((o) => o.kind === 'product');
  const categories = options.filter((o) => o.kind === 'category');
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Saran pencarian"
      hidden={options.length === 0}
      onMouseDown={keepFocus}
      className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-line bg-surface shadow-card"
    >
      {products.length > 0 ? (
        <Group id={`${id}-products`} title="Produk">
          {products.map(row)}
        </Group>
      ) : null}
      {categories.length > 0 ? (
        <Group id={`${id}-categories`} title="Kategori">
          {categories.map(row)}
        </Group>
      ) : null}
    </div>
  );
}
