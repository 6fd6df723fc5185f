/** Istanbul keeps UTC+03:00 all year: a `datetime-local` value read as Istanbul time, as an ISO instant. */
export const istanbulInstant = (local: string) => `${local.length === 16 ? `${local}:00` : local}+03:00`;

/** An ISO instant as a `datetime-local` value in Istanbul time. */
export const istanbulLocal = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16);
