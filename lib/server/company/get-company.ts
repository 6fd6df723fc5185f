import { eq } from 'drizzle-orm';
import type { CompanyAnswer } from '../../schemas/company';
import { notFound } from '../api/errors';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import { isPlatformAdmin, targetCompanyId, type CompanyActor } from './company-actor';
import { companyColumns, toCompany } from './company-row';

/**
 * The caller's company with its invoice details (any member reads it; a platform Admin any company by
 * id), and whether the caller may change it: its company admins and Admin; a caller without a company
 * may create one (their own invoice record).
 */
export async function getCompany(db: Database, actor: CompanyActor, requestedId?: number): Promise<CompanyAnswer> {
  const companyId = targetCompanyId(actor, requestedId);
  if (companyId === null) return { company: null, canEdit: true };
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound('company.notFound');
  return { company: toCompany(row), canEdit: isPlatformAdmin(actor) || actor.roles.includes('CompanyAdmin') };
}
