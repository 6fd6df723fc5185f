/** How long since `sinceIso` at `nowIso`, in whole hours below two days and whole days from there. */
export function waitingTime(sinceIso: string, nowIso: string): { unit: 'hours' | 'days'; count: number; hours: number } {
  const hours = Math.max(0, Math.floor((Date.parse(nowIso) - Date.parse(sinceIso)) / 3_600_000));
  return hours < 48 ? { unit: 'hours', count: hours, hours } : { unit: 'days', count: Math.floor(hours / 24), hours };
}
