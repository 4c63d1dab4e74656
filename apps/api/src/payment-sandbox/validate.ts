/**
 * Validation of POST /snap/v1/transactions with Midtrans' messages (docs/payments.md, "Simulator: Snap API"):
 * every applicable message is collected, in the contract's order.
 */
import type { SimItem } from './store.ts';

export const MSG = {
  orderIdRequired: 'transaction_details.order_id is required',
  grossRequired: 'transaction_details.gross_amount is required',
  grossNotNumber: 'transaction_details.gross_amount is not a number',
  grossTooSmall: 'transaction_details.gross_amount must be greater than or equal to 0.01',
  orderIdInvalid: 'transaction_details.order_id is invalid',
  itemsInvalid: 'item_details is invalid',
  grossNotSum: 'transaction_details.gross_amount is not equal to the sum of item_details',
  orderIdTaken: 'transaction_details.order_id has already been taken',
} as const;

const ORDER_ID = /^[A-Za-z0-9\-_~.]{1,50}$/;
const DEFAULT_PAGE_EXPIRY_MS = 24 * 3_600_000;
const UNIT_MS: Record<string, number> = {
  minute: 60_000,
  minutes: 60_000,
  hour: 3_600_000,
  hours: 3_600_000,
  day: 86_400_000,
  days: 86_400_000,
};

interface ValidCreate {
  orderId: string;
  grossAmount: number;
  items: SimItem[];
  customFields: Record<string, string>;
  expiresAt: Date;
  callbackFinish: string | null;
}

export type CreateValidation = { ok: true; value: ValidCreate } | { ok: false; errors: string[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number given as a JSON number or a string of digits; null otherwise. */
function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return null;
}

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** null = no item_details (nothing to check); false = invalid. */
function parseItems(value: unknown): SimItem[] | null | false {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) return false;
  if (value.length === 0) return null;
  const items: SimItem[] = [];
  for (const raw of value) {
    if (!isRecord(raw)) return false;
    const price = toInteger(raw.price);
    const quantity = toInteger(raw.quantity);
    if (typeof raw.name !== 'string' || raw.name.trim() === '' || price === null || quantity === null || quantity < 1) return false;
    const item: SimItem = { name: raw.name, price, quantity };
    if (typeof raw.id === 'string' || typeof raw.id === 'number') item.id = String(raw.id);
    items.push(item);
  }
  return items;
}

/** "yyyy-MM-dd HH:mm:ss Z", e.g. "2020-04-13 18:11:08 +0700". */
function parseStartTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, sign, oh, om] = m;
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) * 60_000;
  const time = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - offsetMs;
  return Number.isNaN(time) ? null : new Date(time);
}

function durationMs(value: unknown): number | null {
  if (!isRecord(value)) return null;
  const duration = toInteger(value.duration);
  const unit = typeof value.unit === 'string' ? UNIT_MS[value.unit.toLowerCase()] : undefined;
  return duration !== null && duration > 0 && unit !== undefined ? duration * unit : null;
}

/** page_expiry > expiry > 24 h default (precedence of the Midtrans docs); malformed ones are ignored. */
function pageExpiry(body: Record<string, unknown>, now: Date): Date {
  const page = durationMs(body.page_expiry);
  if (page !== null) return new Date(now.getTime() + page);
  const blanket = durationMs(body.expiry);
  if (blanket !== null) {
    const start = isRecord(body.expiry) ? parseStartTime(body.expiry.start_time) : null;
    return new Date((start ?? now).getTime() + blanket);
  }
  return new Date(now.getTime() + DEFAULT_PAGE_EXPIRY_MS);
}

function customFields(body: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of ['custom_field1', 'custom_field2', 'custom_field3']) {
    const value = body[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

export function validateCreate(body: unknown, isTaken: (orderId: string) => boolean, now = new Date()): CreateValidation {
  const b = isRecord(body) ? body : {};
  const details = isRecord(b.transaction_details) ? b.transaction_details : {};
  const { order_id: orderId, gross_amount: gross } = details;
  const errors: string[] = [];

  if (blank(orderId)) errors.push(MSG.orderIdRequired);
  if (blank(gross)) errors.push(MSG.grossRequired);
  const grossAmount = blank(gross) ? null : toInteger(gross);
  if (!blank(gross) && grossAmount === null) errors.push(MSG.grossNotNumber);
  if (grossAmount !== null && grossAmount < 1) errors.push(MSG.grossTooSmall);
  const validOrderId = typeof orderId === 'string' && ORDER_ID.test(orderId) ? orderId : null;
  if (!blank(orderId) && validOrderId === null) errors.push(MSG.orderIdInvalid);
  const items = parseItems(b.item_details);
  if (items === false) errors.push(MSG.itemsInvalid);
  if (items && grossAmount !== null && items.reduce((sum, i) => sum + i.price * i.quantity, 0) !== grossAmount) {
    errors.push(MSG.grossNotSum);
  }
  if (validOrderId !== null && isTaken(validOrderId)) errors.push(MSG.orderIdTaken);

  if (errors.length > 0 || validOrderId === null || grossAmount === null) return { ok: false, errors };
  const callbacks = isRecord(b.callbacks) ? b.callbacks : {};
  return {
    ok: true,
    value: {
      orderId: validOrderId,
      grossAmount,
      items: items || [],
      customFields: customFields(b),
      expiresAt: pageExpiry(b, now),
      callbackFinish: typeof callbacks.finish === 'string' && callbacks.finish !== '' ? callbacks.finish : null,
    },
  };
}
