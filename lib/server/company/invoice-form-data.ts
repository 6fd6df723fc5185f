import { asc, eq } from 'drizzle-orm';
import { compareTurkish } from '../../domain/turkish-fold';
import type { Principal } from '../auth/authenticate';
import type { Database } from '../db/client';
import { provinces } from '../db/schema';
import { getTowns } from '../lookups/get-towns';
import { companyActor } from './company-actor';
import { getCompany } from './get-company';
import type { Company } from '../../schemas/company';
import type { Town } from '../../schemas/lookup';

/** What the invoice-details screen renders with: the caller's company, the provinces, and the company province's districts. */
export interface InvoiceFormData {
  company: Company | null;
  canEdit: boolean;
  provinces: { id: number; name: string }[];
  /** The districts of the company's province (server-rendered, so the saved district shows at once). */
  initialDistricts: Town[];
  /** Suggested for a caller without a company (an individual's record): their name and address. */
  suggestion: { name: string; email: string };
}

export async function invoiceFormData(db: Database, principal: Principal): Promise<InvoiceFormData> {
  const answer = await getCompany(db, await companyActor(db, principal));
  const cityList = (await db.select({ id: provinces.id, name: provinces.name }).from(provinces).orderBy(asc(provinces.id))).sort((a, b) => compareTurkish(a.name, b.name));
  const provinceId = answer.company?.provinceId;
  return {
    ...answer,
    provinces: cityList,
    initialDistricts: provinceId ? await getTowns(db, provinceId) : [],
    suggestion: { name: principal.fullName, email: principal.email },
  };
}

/** The names of a province and district, for showing an address. */
export async function placeNames(db: Database, provinceId: number | null, districtId: number | null): Promise<{ provinceName?: string; districtName?: string }> {
  const [province] = provinceId ? await db.select({ name: provinces.name }).from(provinces).where(eq(provinces.id, provinceId)) : [];
  const districtName = districtId && provinceId ? (await getTowns(db, provinceId)).find((town) => town.id === districtId)?.name : undefined;
  return { ...(province ? { provinceName: province.name } : {}), ...(districtName ? { districtName } : {}) };
}
