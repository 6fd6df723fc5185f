import type { Company } from '../../schemas/company';
import { companies } from '../db/schema';

/** The columns of a company answer (explicit selection). */
export const companyColumns = {
  id: companies.id,
  name: companies.name,
  taxOffice: companies.taxOffice,
  taxNumberKind: companies.taxNumberKind,
  taxNumber: companies.taxNumber,
  address: companies.address,
  provinceId: companies.provinceId,
  districtId: companies.districtId,
  phone: companies.phone,
  invoiceEmail: companies.invoiceEmail,
  updatedAt: companies.updatedAt,
};

type CompanyRow = { [K in keyof typeof companyColumns]: (typeof companyColumns)[K]['_']['data'] | null } & { id: number; name: string; updatedAt: Date };

export const toCompany = (row: CompanyRow): Company => ({ ...row, taxNumberKind: row.taxNumberKind ?? null, updatedAt: row.updatedAt.toISOString() });
