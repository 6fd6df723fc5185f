/**
 * A decimal amount as an operator types it (1250,50 · 1.250,50 · 1250.50 · 1,250.50) in minor units;
 * NaN when it isn't one. A comma followed by one or two final digits is the decimal comma.
 */
export function minorUnits(text: string): number {
  const cleaned = text.trim().replace(/\s/g, '');
  const normalised = /,\d{1,2}$/.test(cleaned) ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned.replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return Number.NaN;
  return Math.round(Number(normalised) * 100);
}
