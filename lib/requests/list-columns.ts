/** The columns a request list sorts by (whitelisted on the server; the list screens link to them). */
export const requestSortColumns = ['createdAt', 'updatedAt', 'readyDate', 'reference', 'status', 'total'] as const;
export type RequestSortColumn = (typeof requestSortColumns)[number];
