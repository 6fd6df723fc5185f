// [P1] After `next build`: the admin area's translations as files of the build (lib/server/pages/page-texts-file.ts).
// Admin pages are rendered per request, so `next build` writes no file of their texts, and each page carried them in
// its HTML (about 110 kB). Every page of a section asks for the same set (lib/admin/admin-sections.ts), so a file per
// section and language is what they link; the browser keeps it across the admin's pages.
import path from 'node:path';
import { adminSectionKeys, adminTranslations } from '../../lib/admin/admin-sections';
import { writeTranslationsFile } from '../../lib/i18n-server';
import { locales } from '../../lib/routes';

const buildDir = path.join(process.cwd(), '.next');
const written = new Set<string>();
for (const section of adminSectionKeys) {
  const { namespaces, pageKeys } = adminTranslations(section);
  for (const locale of locales) written.add(await writeTranslationsFile(buildDir, locale, namespaces, pageKeys));
}
console.info(`Admin translations: ${written.size} files for ${adminSectionKeys.length} sections in ${locales.length} languages`);
