import type { NamespaceParts } from '../translation-parts';

/**
 * What a page with the search form ships of the `errors` namespace: the groups of the codes the browser's
 * check of a search gives (validateSearch: zod's generic `validation.*` and the search schema's `freight.*`).
 * The rest of the namespace (account, payments, admin …) stays on the server.
 */
export const searchErrorParts = { errors: ['validation', 'freight'] } as const satisfies NamespaceParts;

/**
 * What a page with the search form but without offers ships (home, the service and lane pages): the form's own
 * groups of the `search` namespace (the form, the modes, the cargo totals, a request for a quote and its files) and
 * its errors. The offers, their price lines and the quote PDF's texts stay with the freight search page.
 */
export const searchFormParts = { ...searchErrorParts, search: ['modes', 'form', 'totals', 'request', 'files'] } as const satisfies NamespaceParts;
