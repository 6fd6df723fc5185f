import { asc, eq } from 'drizzle-orm';
import { compareTurkish } from '../../domain/turkish-fold';
import type { Principal } from '../auth/authenticate';
import type { Database } from '../db/client';
import { provinces } from '../db/schema';
import { getTowns } from '../lookups/get-towns';
import { companyActor } from './company-actor';
import { getCompany } from './get-company';
import type { CompanyInvoiceFormProps } from '../../../components/account/company/CompanyInvoiceForm';

/** What the invoice-details screen renders with: the caller's company, the provinces, and the company province's districts. */
export async function invoiceFormData(db: Database, principal: Principal): Promise<CompanyInvoiceFormProps> {
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
