// Where an anonymous shopper comes back to after login (spec §6): the same product and variant (the
// path) with the quantity they had chosen in `qty`.
export const QUANTITY_PARAM = 'qty';

export function returnPathWithQuantity(path: string, quantity: number): string {
  const queryStart = path.indexOf('?');
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const params = new URLSearchParams(queryStart === -1 ? '' : path.slice(queryStart + 1));
  if (quantity > 1) params.set(QUANTITY_PARAM, String(quantity));
  else params.delete(QUANTITY_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The quantity a path asks for, when it is a whole number from 1 up to `max`. */
export function quantityOfPath(path: string, max: number): number | null {
  const queryStart = path.indexOf('?');
  if (queryStart === -1) return null;
  const raw = new URLSearchParams(path.slice(queryStart + 1)).get(QUANTITY_PARAM);
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null;
  const quantity = Number(raw);
  return quantity >= 1 && quantity <= max ? quantity : null;
}
