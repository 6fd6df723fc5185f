/**
 * The offer a visitor asked to request before signing in: kept in session storage so that, whatever
 * way the sign-in took, they come back to the same offer of the same search.
 */
export interface PendingOffer {
  searchKey: string;
  tariffId: string;
}

const KEY = 'navlun-pending-offer';

export function rememberPendingOffer(offer: PendingOffer): void {
  sessionStorage.setItem(KEY, JSON.stringify(offer));
}

export function pendingOfferFor(searchKey: string): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingOffer> | null;
    return stored?.searchKey === searchKey && typeof stored.tariffId === 'string' ? stored.tariffId : null;
  } catch {
    return null;
  }
}

export function forgetPendingOffer(): void {
  sessionStorage.removeItem(KEY);
}
