/**
 * The checkout's order: the payload of spec section 3 and the texts of a failed save. What is
 * checked before sending, and in which order, is the contract's checkoutProblem, the very rule
 * POST /api/order applies, so the screen shows the first message the server would give.
 */
import { MESSAGES, normalizePhone, outOfStockLines, type ErrorBody, type OrderCreateBody } from '@gayaku/contract';
import { ApiError, errorText } from '../../lib/api-error.ts';
import { cartSubtotal, lineSubtotal, orderTotal } from '../../lib/money.ts';

export interface CheckoutLine {
  product_id: number;
  name: string;
  price: number;
  quantity: number;
  size: string;
  color: string;
}

/** Who receives the parcel and by which courier service (docs/shipping.md). */
export interface CheckoutRecipient {
  recipientName: string;
  recipientPhone: string;
  /** The chosen service's code; null when the city has no courier services (the flat rate applies). */
  service: string | null;
}

/**
 * What our checkout asks beyond the contract's checkoutProblem (the API takes orders without it):
 * the recipient's name, a mobile number, and a courier service when the city has some.
 */
export function deliveryProblem(recipient: CheckoutRecipient, needsService: boolean): string | null {
  const name = recipient.recipientName.trim();
  if (!name) return MESSAGES.recipientRequired;
  if (name.length < 2 || name.length > 100) return MESSAGES.recipientNameLength;
  if (!recipient.recipientPhone.trim()) return MESSAGES.recipientPhoneRequired;
  if (normalizePhone(recipient.recipientPhone) === null) return MESSAGES.recipientPhoneInvalid;
  if (needsService && !recipient.service) return MESSAGES.chooseShippingService;
  return null;
}

/** The order-creation payload of spec section 3 and the delivery fields (the server recomputes every amount). */
export function orderPayload(
  lines: readonly CheckoutLine[],
  shippingCost: number,
  address: string,
  city: string,
  recipient?: CheckoutRecipient,
): OrderCreateBody {
  const subtotal = cartSubtotal(lines);
  const delivery = recipient
    ? {
        recipient_name: recipient.recipientName.trim(),
        recipient_phone: recipient.recipientPhone,
        ...(recipient.service ? { shipping_service: recipient.service } : {}),
      }
    : {};
  return {
    items: lines.map((l) => ({
      product_id: l.product_id,
      name: l.name,
      price: l.price,
      quantity: l.quantity,
      subtotal: lineSubtotal(l),
      size: l.size,
      color: l.color,
    })),
    subtotal,
    shipping_cost: shippingCost,
    total_price: orderTotal(subtotal, shippingCost),
    address: address.trim(),
    city,
    ...delivery,
  };
}

const ORDER_SAVE_FAILED = 'Gagal menyimpan pesanan';
export const NO_SNAP_TOKEN = MESSAGES.snapFailed;

/**
 * 'Gagal menyimpan pesanan', 'Gagal menyimpan pesanan: {reason}' when the server refused it and
 * said why, or the server's own word when it explains otherwise (502 'Gagal mendapatkan token pembayaran.').
 */
export const orderFailure = (error: unknown): string => errorText(error, ORDER_SAVE_FAILED, { quoteRefusal: true });

/**
 * A 409 OUT_OF_STOCK of POST /api/order as the lines it names, by cart line: from the answer's
 * issues ('items.{index}', in the order the lines were sent), else the line its message names.
 * Null for any other failure.
 */
export function stockProblemsOf(
  error: unknown,
  items: readonly { cart_id: number }[],
  lines: readonly CheckoutLine[],
): Record<number, string> | null {
  if (!(error instanceof ApiError) || error.code !== 'OUT_OF_STOCK') return null;
  const problems: Record<number, string> = {};
  for (const [index, message] of outOfStockLines((error.body as Partial<ErrorBody> | undefined)?.issues)) {
    const item = items[index];
    if (item) problems[item.cart_id] = message;
  }
  if (Object.keys(problems).length === 0) {
    const named = lines.findIndex((l) => error.message.startsWith(MESSAGES.outOfStock(l.name, l.size, l.color, 0).replace(/\d+\)$/, '')));
    const item = items[named];
    if (item) problems[item.cart_id] = error.message;
  }
  return problems;
}
