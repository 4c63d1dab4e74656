/** The shipping city chosen in the cart or at checkout, kept in sessionStorage so /order survives a reload. */
const KEY = 'checkout_city';

export function getCheckoutCity(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function setCheckoutCity(city: string): void {
  try {
    if (city) sessionStorage.setItem(KEY, city);
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage unavailable: the choice lives only in memory */
  }
}
