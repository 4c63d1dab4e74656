/**
 * The order whose payment popup reported success, so /myorder?payment=success can re-read it
 * until the server says paid (DESIGN.md deviations: only the provider's notification proves payment).
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
