/**
 * [M5] The admin area's sections: the sidebar, the page guards and the breadcrumbs all read this.
 * Paths are under /admin (one form in both languages; the /en prefix alone switches the language);
 * labels are admin:sections.{key}. A section is shown to, and served to, only its roles
 * (Editor: content and languages; Operator: operations; Admin: everything).
 */
import { adminRoles } from '../auth/access';
import { contentRoles, operationsRoles, type Role } from '../auth/roles';

export interface AdminSection {
  /** The path below /admin ('' is the overview). */
  readonly path: string;
  readonly roles: readonly Role[];
  readonly group: 'overview' | 'content' | 'operations' | 'administration';
  /**
   * The translation namespaces the section's pages use beside `admin` and `errors` (every page of a section gets the
   * same set, so they share one texts file of the build: scripts/build/admin-texts.mts).
   */
  readonly namespaces: readonly string[];
}

const adminOnly: readonly Role[] = ['Admin'];

export const adminSections = {
  overview: { path: '', roles: adminRoles, group: 'overview', namespaces: [] },
  content: { path: 'content', roles: contentRoles, group: 'content', namespaces: ['content'] },
  languages: { path: 'languages', roles: contentRoles, group: 'content', namespaces: [] },
  requests: { path: 'requests', roles: operationsRoles, group: 'operations', namespaces: ['account', 'search'] },
  transfers: { path: 'transfers', roles: operationsRoles, group: 'operations', namespaces: ['account'] },
  reservations: { path: 'reservations', roles: operationsRoles, group: 'operations', namespaces: ['account', 'search', 'tracking'] },
  tariffs: { path: 'tariffs', roles: operationsRoles, group: 'operations', namespaces: [] },
  fxRates: { path: 'fx-rates', roles: operationsRoles, group: 'operations', namespaces: [] },
  chatTranscripts: { path: 'chat-transcripts', roles: operationsRoles, group: 'operations', namespaces: ['chat'] },
  mailPreviews: { path: 'mail-previews', roles: operationsRoles, group: 'operations', namespaces: [] },
  // [E1] The carriers' pushed events (operations); their credentials are the Admin's alone, on the same screen.
  carriers: { path: 'carriers', roles: operationsRoles, group: 'operations', namespaces: [] },
  users: { path: 'users', roles: adminOnly, group: 'administration', namespaces: [] },
  auditLog: { path: 'audit-log', roles: adminOnly, group: 'administration', namespaces: [] },
  apiKeys: { path: 'api-keys', roles: adminOnly, group: 'administration', namespaces: [] },
} as const satisfies Record<string, AdminSection>;

export type AdminSectionKey = keyof typeof adminSections;
export const adminSectionKeys = Object.keys(adminSections) as AdminSectionKey[];

/**
 * The translations an admin page asks for (lib/server/admin/admin-page.ts): the namespaces `admin`, `errors` and its
 * section's, and of the `pages` namespace the admin texts.
 */
export function adminTranslations(key: AdminSectionKey): { namespaces: readonly string[]; pageKeys: readonly string[] } {
  return { namespaces: ['admin', 'errors', ...adminSections[key].namespaces], pageKeys: ['admin'] };
}

/** The path of a section (and an optional deeper part), without the locale prefix. */
export function adminPath(key: AdminSectionKey, subPath = ''): string {
  const base = adminSections[key].path ? `/admin/${adminSections[key].path}` : '/admin';
  return subPath ? `${base}/${subPath.replace(/^\/+/, '')}` : base;
}

/** The sections a user with these roles may open, in sidebar order. */
export function sectionsFor(userRoles: readonly string[]): AdminSectionKey[] {
  return adminSectionKeys.filter((key) => adminSections[key].roles.some((role) => userRoles.includes(role)));
}
