/**
 * The product page's size and colour choice, free of React. A variant is the product × one size ×
 * one colour; what the page may offer follows its `available`:
 * - a size is 'Habis' when none of its colours has anything left;
 * - a colour is 'Habis' with the chosen size when that combination has nothing left (before a size is
 *   chosen: when no size has it), so every choice left open can still be bought;
 * - choosing a size drops a colour that is sold out with it (the shopper is never stuck on a pair).
 */
import type { ProductDetail, ProductVariant } from '@gayaku/contract';

/** 'Sisa {n}' shows when this many or fewer are left of the chosen variant. */
const FEW_LEFT = 5;
export const SOLD_OUT = 'Habis';
export const fewLeftText = (n: number): string | null => (n > 0 && n <= FEW_LEFT ? `Sisa ${n}` : null);

export interface VariantChoice {
  size: string | null;
  color: string | null;
}

type Stocked = Pick<ProductDetail, 'sizes' | 'colors' | 'variants'>;

/** What can still be bought of one size × colour; 0 when the product has no such variant. */
export function availableOf(variants: readonly ProductVariant[], size: string, color: string): number {
  return variants.find((v) => v.size_name === size && v.color_name === color)?.available ?? 0;
}

const sizeNames = (p: Stocked) => p.sizes.map((s) => s.size_name);
const colorNames = (p: Stocked) => p.colors.map((c) => c.color_name);

export function sizeSoldOut(p: Stocked, size: string): boolean {
  return colorNames(p).every((color) => availableOf(p.variants, size, color) <= 0);
}

export function colorSoldOut(p: Stocked, size: string | null, color: string): boolean {
  if (size !== null) return availableOf(p.variants, size, color) <= 0;
  return sizeNames(p).every((s) => availableOf(p.variants, s, color) <= 0);
}

/** A product with one size or one colour starts with it chosen (when it can be bought). */
export function initialChoice(p: Stocked): VariantChoice {
  const sizes = sizeNames(p);
  const colors = colorNames(p);
  const size = sizes.length === 1 && !sizeSoldOut(p, sizes[0]!) ? sizes[0]! : null;
  const color = colors.length === 1 && !colorSoldOut(p, size, colors[0]!) ? colors[0]! : null;
  return { size, color };
}

export function pickSize(p: Stocked, choice: VariantChoice, size: string): VariantChoice {
  const color = choice.color !== null && !colorSoldOut(p, size, choice.color) ? choice.color : null;
  return { size, color };
}

export const pickColor = (choice: VariantChoice, color: string): VariantChoice => ({ ...choice, color });

/** What the shopper still has to choose before adding to the cart, as the page asks for it; null when nothing. */
export function missingChoice(p: Stocked, choice: VariantChoice): string | null {
  const size = choice.size === null && p.sizes.length > 0;
  const color = choice.color === null && p.colors.length > 0;
  if (size && color) return 'Pilih ukuran dan warna terlebih dahulu';
  if (size) return 'Pilih ukuran terlebih dahulu';
  if (color) return 'Pilih warna terlebih dahulu';
  return null;
}

/** What is left of the chosen variant, or null until both are chosen. */
export function chosenAvailable(p: Stocked, choice: VariantChoice): number | null {
  return choice.size !== null && choice.color !== null ? availableOf(p.variants, choice.size, choice.color) : null;
}
