/**
 * The payment hand-off: the order whose popup reported success at checkout, so
 * /myorder?payment=success can re-read it until the server says paid (only the provider's signed
 * notification proves a payment, never the popup).
 */
const KEY = 'payment_order_id';

export function rememberPaidOrder(orderId: number): void {
  try {
    sessionStorage.setItem(KEY, String(orderId));
  } catch {
    /* ignore */
  }
}

export function takeRememberedOrder(): number | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const id = Number(raw);
    return raw && Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
