import { z } from 'zod';
import { listRequest, pageOf } from './common';

export const languageSortColumns = ['Id', 'Code', 'Name', 'NativeName', 'IsActive', 'CreatedAt'] as const;
export type LanguageSortColumn = (typeof languageSortColumns)[number];

/** POST /Language/GetList, defaults {pageNumber 1, pageSize 10, sortColumn "Id", sortDescending true}. */
export const languageListRequest = listRequest(languageSortColumns, 'Id');
export type LanguageListRequest = z.infer<typeof languageListRequest>;

function isBcp47(code: string): boolean {
  try {
    return Intl.getCanonicalLocales(code).length === 1;
  } catch {
    return false;
  }
}

export const languageCode = z
  .string()
  .trim()
  .min(2)
  .max(35)
  .regex(/^[A-Za-z0-9-]+$/)
  .refine(isBcp47, { message: 'validation.bcp47' })
  .transform((code) => Intl.getCanonicalLocales(code)[0] ?? code);

export const languageCreateRequest = z.strictObject({
  code: languageCode,
  name: z.string().trim().min(1).max(100),
  nativeName: z.string().trim().min(1).max(100),
  isActive: z.boolean().default(true),
});
export type LanguageCreateRequest = z.infer<typeof languageCreateRequest>;

export const languageDeleteQuery = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const language = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Language = z.infer<typeof language>;

export const languagePage = pageOf(language);
export type LanguagePage = z.infer<typeof languagePage>;
