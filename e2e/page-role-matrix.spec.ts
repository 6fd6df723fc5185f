import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminSections, type AdminSectionKey } from '../lib/admin/admin-sections';
import { accountScreenRoles } from '../lib/auth/access';
import demoUsers from '../lib/auth/demo-users.json';
import type { Role } from '../lib/auth/roles';
import { accountRoutes, locales, recordScreens, routePath, withLocalePrefix, type AccountKey, type Locale } from '../lib/routes';
import { demoEmails, signInContext, type DemoRole } from './support/session';

// [Q1] The role matrix of every protected page: each account screen of the route table and each page file under
// pages/admin (its section from lib/admin/admin-sections.ts) × {anonymous, the five demo roles} × both languages.
// Expected outcomes come from the guards (protectedPage / adminPage): anonymous → a redirect to the localized
// login page; signed in without the screen's roles → 403; with them → 200 (a record screen opened without its
// ?id= answers 404, as recordScreens says). HTTP-level, so the desktop project alone runs it.
test.skip(({ isMobile }) => isMobile, 'HTTP checks run in the desktop project only');

type Viewer = DemoRole | 'anonymous';
const viewers: Viewer[] = ['anonymous', ...(Object.keys(demoEmails) as DemoRole[])];
/** Each demo user's roles, as the identity provider issues them (lib/auth/demo-users.json). */
const rolesOf = (viewer: DemoRole): Role[] => (demoUsers as { email: string; roles: Role[] }[]).find((user) => user.email === demoEmails[viewer])!.roles;

interface ProtectedPage {
  /** Path without the locale prefix. */
  path: Record<Locale, string>;
  /** Roles of which one is needed; undefined: any signed-in user. */
  roles: readonly Role[] | undefined;
  /** What the page answers a user allowed in (its status code). */
  allowed: number;
}

const accountPages: ProtectedPage[] = (Object.keys(accountRoutes) as AccountKey[]).map((key) => ({
  path: { tr: accountRoutes[key].tr, en: accountRoutes[key].en },
  roles: accountScreenRoles[key],
  allowed: recordScreens.includes(key) ? 404 : 200,
}));

/** Every page file under pages/admin, as its URL path (index → its folder). */
function adminPageFiles(dir = path.join(process.cwd(), 'pages', 'admin'), base = '/admin'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return adminPageFiles(path.join(dir, entry.name), `${base}/${entry.name}`);
    if (!/\.tsx?$/.test(entry.name)) return [];
    const name = entry.name.replace(/\.tsx?$/, '');
    return [name === 'index' ? base : `${base}/${name}`];
  });
}
/** The section of an admin path: the one with the longest matching path. */
function sectionOf(pagePath: string): AdminSectionKey {
  const rest = pagePath.replace(/^\/admin\/?/, '');
  const matches = (Object.keys(adminSections) as AdminSectionKey[]).filter((key) => {
    const sectionPath = adminSections[key].path;
    return sectionPath === '' || rest === sectionPath || rest.startsWith(`${sectionPath}/`);
  });
  return matches.sort((a, b) => adminSections[b].path.length - adminSections[a].path.length)[0]!;
}
const sectionPaths = new Set(Object.values(adminSections).map((section) => (section.path ? `/admin/${section.path}` : '/admin')));
/**
 * The admin screens of one record: opened without the record (?id=, or for the editor ?id= or ?kind=) they answer
 * the localized 404 page (lib/server/requests/record-page.ts recordLoader; pages/admin/content/edit.tsx).
 */
const adminRecordScreens = new Set(['/admin/content/edit', '/admin/requests/detail', '/admin/reservations/detail']);
const adminFiles = adminPageFiles();
const adminPages: ProtectedPage[] = adminFiles.map((pagePath) => ({
  // One form in both languages: the /en prefix alone switches the language.
  path: { tr: pagePath, en: pagePath },
  roles: adminSections[sectionOf(pagePath)].roles,
  // A section's own page answers 200; a screen of one record opened without it, 404.
  allowed: adminRecordScreens.has(pagePath) ? 404 : 200,
}));

test('the matrix covers every admin section and every account screen', () => {
  for (const section of sectionPaths) expect(adminPages.map((page) => page.path.tr), section).toContain(section);
  // Every admin page is a section's own page or a record screen listed above: a new one must be placed here.
  for (const pagePath of adminFiles) expect(sectionPaths.has(pagePath) || adminRecordScreens.has(pagePath), pagePath).toBe(true);
  for (const pagePath of adminRecordScreens) expect(adminFiles, pagePath).toContain(pagePath);
  expect(accountPages).toHaveLength(Object.keys(accountRoutes).length);
  expect(adminPages.length).toBeGreaterThanOrEqual(sectionPaths.size);
});

async function expectOutcome(request: APIRequestContext, viewer: Viewer, page: ProtectedPage, locale: Locale) {
  const url = withLocalePrefix(page.path[locale], locale);
  const response = await request.get(url, { maxRedirects: 0 });
  const label = `${viewer} ${url}`;
  if (viewer === 'anonymous') {
    // The server's redirect (account screens: lib/server/account/screen-page.ts; admin: lib/server/auth/page-session.ts): a 307.
    expect(response.status(), label).toBe(307);
    expect(response.headers().location, label).toBe(withLocalePrefix(routePath('login', locale), locale));
    return;
  }
  const mayOpen = !page.roles || rolesOf(viewer).some((role) => page.roles!.includes(role));
  if (mayOpen) expect(response.status(), label).toBe(page.allowed);
  else expect(response.status(), label).toBe(403);
  // Signed-in answers are never cached by a shared cache.
  expect(response.headers()['cache-control'], label).toContain('no-store');
}

for (const viewer of viewers) {
  for (const [area, pages] of [['account', accountPages], ['admin', adminPages]] as const) {
    test(`${area} pages as ${viewer}, in both languages`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext();
      if (viewer !== 'anonymous') await signInContext(context, baseURL!, viewer);
      for (const page of pages) for (const locale of locales) await expectOutcome(context.request, viewer, page, locale);
      await context.close();
    });
  }
}
