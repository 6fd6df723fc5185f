import type { NamespaceParts } from '../translation-parts';

/**
 * What a page with the search form ships of the `errors` namespace: the groups of the codes the browser's
 * check of a search gives (validateSearch: zod's generic `validation.*` and the search schema's `freight.*`).
 * The rest of the namespace (account, payments, admin …) stays on the server.
 */
export const searchErrorParts = { errors: ['validation', 'freight'] } as const satisfies NamespaceParts;
