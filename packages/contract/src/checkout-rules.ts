/**
 * Checkout's order of checks, the one rule the /order screen and POST /api/order both apply.
 * No zod here: the checkout page imports it without the schemas.
 */
import { MESSAGES } from './messages.ts';

export interface CheckoutDraft {
  address?: string | null;
  city?: string | null;
  lines: readonly { name: string; size?: string | null; color?: string | null }[];
}

/**
 * The first problem of a checkout, or null: in the order both the /order screen and POST /api/order
 * check, some lines, then the address, each line's size and colour, and last the city.
 */
export function checkoutProblem(draft: CheckoutDraft): string | null {
  if (draft.lines.length === 0) return MESSAGES.orderEmpty;
  if (!draft.address?.trim()) return MESSAGES.addressRequired;
  for (const line of draft.lines) if (!line.size?.trim() || !line.color?.trim()) return MESSAGES.chooseSizeColor(line.name);
  if (!draft.city?.trim()) return MESSAGES.cityRequired;
  return null;
}

/**
 * POST /api/order holds stock for every line in the transaction that creates the order. When a
 * variant lacks enough, the answer is 409 with code OUT_OF_STOCK, `message` the first short line's
 * MESSAGES.outOfStock text and `issues` one entry per short line: `path` 'items.{index}' (its place
 * in the request's `items`) and `message` its text. Nothing is created. This reads those issues:
 * the index of each short line, with its text.
 */
export function outOfStockLines(issues: readonly { path: string; message: string }[] | undefined): Map<number, string> {
  const lines = new Map<number, string>();
  for (const issue of issues ?? []) {
    const match = /^items\.(\d+)$/.exec(issue.path);
    if (match) lines.set(Number(match[1]), issue.message);
  }
  return lines;
}
