/** The columns a reservation list sorts by (whitelisted on the server; the list screens link to them). */
export const reservationSortColumns = ['createdAt', 'updatedAt', 'reference', 'status', 'amount'] as const;
export type ReservationSortColumn = (typeof reservationSortColumns)[number];
