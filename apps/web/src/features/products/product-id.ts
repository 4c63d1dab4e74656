/** The product id of a /products/{id} path segment, or null when it is not a positive whole number. */
export function parseProductId(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
