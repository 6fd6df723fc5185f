import { and, eq, ne, sql } from 'drizzle-orm';
import type { Company } from '../../schemas/company';
import type { companyInvoiceInfoBody } from '../../schemas/company';
import type { z } from 'zod';
import { ApiError, conflict, forbidden, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/unique-violation';
import { companies, districts, users } from '../db/schema';
import { isPlatformAdmin, targetCompanyId, withCompanyRole, type CompanyActor } from './company-actor';
import { companyColumns, toCompany } from './company-row';

type Body = z.output<typeof companyInvoiceInfoBody>;

/**
 * Saves invoice details (the company form and the request form's invoice step):
 * - a company admin (or the platform Admin) changes the company's record;
 * - a plain member of a company may not (403): the company's admins own its invoice details;
 * - a caller without a company creates one (a firm with a VKN, or an individual with a TCKN) and becomes
 *   its company admin: one record type for both, so requests and reservations are billed the same way and
 *   the person can invite colleagues later. The new role shows in their token from the next sign-in.
 * The district must lie in the province; the name is unique (409). Audited in the same transaction.
 */
export async function saveCompanyInvoiceInfo(db: Database, actor: CompanyActor, body: Body, requestId?: string): Promise<Company> {
  const { companyId: requested, ...details } = body;
  const targetId = targetCompanyId(actor, requested);
  if (targetId !== null && !isPlatformAdmin(actor) && !actor.roles.includes('CompanyAdmin')) throw forbidden('company.notAdmin');
  const values = { ...details, phone: details.phone ?? null, updatedAt: new Date() };
  try {
    return await db.transaction(async (tx) => {
      const [before] = targetId === null ? [] : await tx.select(companyColumns).from(companies).where(eq(companies.id, targetId)).for('update');
      if (targetId !== null && !before) throw notFound('company.notFound');
      const [district] = await tx.select({ provinceId: districts.provinceId }).from(districts).where(eq(districts.id, details.districtId));
      if (!district || district.provinceId !== details.provinceId)
        throw new ApiError(400, 'errors.validation', {}, [{ field: 'districtId', code: 'company.district.mismatch' }]);
      const [sameName] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(sql`lower(${companies.name}) = lower(${details.name})`, targetId === null ? sql`true` : ne(companies.id, targetId)));
      if (sameName) throw conflict('company.name.taken');
      if (targetId === null) {
        const [created] = await tx.insert(companies).values(values).returning(companyColumns);
        if (!created) throw new Error('company insert returned nothing');
        const [member] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, actor.userId)).for('update');
        const roles = withCompanyRole(member?.roles ?? [], 'CompanyAdmin');
        await tx.update(users).set({ companyId: created.id, roles, updatedAt: new Date() }).where(and(eq(users.id, actor.userId), sql`${users.companyId} is null`));
        await writeAudit(tx, { actorId: actor.userId, action: 'company.create', entity: 'company', entityId: created.id, after: details, requestId });
        await writeAudit(tx, { actorId: actor.userId, action: 'user.joinCompany', entity: 'user', entityId: actor.userId, before: { roles: member?.roles ?? [] }, after: { companyId: created.id, roles }, requestId });
        return toCompany(created);
      }
      if (!before) throw notFound('company.notFound');
      const [after] = await tx.update(companies).set(values).where(eq(companies.id, targetId)).returning(companyColumns);
      if (!after) throw notFound('company.notFound');
      const { updatedAt: _before, ...beforeDetails } = toCompany(before);
      await writeAudit(tx, { actorId: actor.userId, action: 'company.update', entity: 'company', entityId: targetId, before: beforeDetails, after: details, requestId });
      return toCompany(after);
    });
  } catch (error) {
    // Two creations with one name at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('company.name.taken');
    throw error;
  }
}
