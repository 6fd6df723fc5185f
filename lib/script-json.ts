/** JSON for an inline script element: `<` escaped so no text can close the element, and the two line separators JavaScript once refused. */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
