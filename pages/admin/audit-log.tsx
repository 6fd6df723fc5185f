import { AdminShell } from '@/components/admin/AdminShell';
import { AuditLogView, type AuditFilters } from '@/components/admin/audit/AuditLogView';
import { auditListRequest, type AuditPage } from '@/lib/schemas/audit';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';
import { adminActor } from '@/lib/server/admin/admin-actor';
import { auditFacets, listAudit } from '@/lib/server/audit/list-audit';
import { getDb } from '@/lib/server/db/client';

type AuditLogProps = { audit: AuditPage; filters: AuditFilters; entities: string[] };

/** /admin/audit-log: every recorded action, filtered, newest first (Admin). */
export default function AdminAuditLogPage({ audit, filters, entities, ...props }: AdminPageProps & Partial<AuditLogProps>) {
  return (
    <AdminShell section="auditLog" {...props}>
      {audit && <AuditLogView initial={audit} initialFilters={filters ?? {}} entities={entities ?? []} />}
    </AdminShell>
  );
}

const text = (value: string | string[] | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export const getServerSideProps = adminPage<AuditLogProps>('auditLog', async (context, user) => {
  const db = await getDb();
  await adminActor(db, { ...user, via: 'cookie' });
  // A deep link (a user's "see in the audit log") names filters in the address bar; invalid ones are dropped.
  const query = context.query;
  const candidate = { actor: text(query.actor), entity: text(query.entity), action: text(query.action), entityId: text(query.entityId), from: text(query.from), to: text(query.to) };
  const parsed = auditListRequest.safeParse(candidate);
  const request = parsed.success ? parsed.data : auditListRequest.parse({});
  const filters = Object.fromEntries(Object.entries(parsed.success ? candidate : {}).filter(([, value]) => value !== undefined)) as AuditFilters;
  const [audit, facets] = await Promise.all([listAudit(db, request), auditFacets(db)]);
  return { audit, filters, entities: facets.entities };
});
