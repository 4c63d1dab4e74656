/** The chosen shipping city, kept in sessionStorage so /order survives a reload (DESIGN.md section 5). */
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
