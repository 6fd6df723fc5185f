/** The session storage key of the search form's store (store/search.ts): a search survives the sign-in popup and a reload. */
export const SEARCH_STORAGE_KEY = 'navlun-search';

/** Whether this tab holds a search from before (session storage may be unavailable: then it holds none). */
export function hasSavedSearch(): boolean {
  try {
    return window.sessionStorage.getItem(SEARCH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
