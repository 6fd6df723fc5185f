import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { RowExpandButton } from '@/components/list/RowExpandButton';
import { auditDiff } from '@/lib/admin/audit-diff';
import { formatInstant } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { AuditEntryRow } from '@/lib/schemas/audit';
import { DataTable, type DataColumn } from '@/components/list/DataTable';

/** Before and after side by side, one row per key, the changed keys highlighted. */
export function AuditDiff({ entry }: { entry: AuditEntryRow }) {
  const { t } = useTranslation('admin');
  const rows = auditDiff(entry.before, entry.after);
  if (rows.length === 0) return <Typography variant="body2">{t('audit.noDetails')}</Typography>;
  const cell = { fontFamily: 'monospace', fontSize: '0.8rem', wordBreak: 'break-word', verticalAlign: 'top' } as const;
  return (
    <Table size="small" aria-label={t('audit.diffLabel')} data-testid="audit-diff">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '20%' }}>{t('audit.key')}</TableCell>
          <TableCell sx={{ width: '40%' }}>{t('audit.before')}</TableCell>
          <TableCell sx={{ width: '40%' }}>{t('audit.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} data-changed={row.changed ? 'true' : 'false'} sx={row.changed ? { bgcolor: 'rgba(255, 193, 7, 0.16)' } : undefined}>
            <TableCell sx={{ ...cell, fontWeight: row.changed ? 800 : 400 }}>
              {row.key}
              {row.changed && (
                <Box component="span" sx={{ ml: 0.5, color: 'warning.dark', fontFamily: 'inherit' }}>
                  {`(${t('audit.changed')})`}
                </Box>
              )}
            </TableCell>
            <TableCell sx={{ ...cell, color: row.changed ? 'error.dark' : undefined }}>{row.before ?? '—'}</TableCell>
            <TableCell sx={{ ...cell, color: row.changed ? 'success.dark' : undefined }}>{row.after ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The audit entries as a table: when, who, what; each row opens to its before/after diff. */
export function AuditEntries({ entries, dense = false, loading, pager }: { entries: readonly AuditEntryRow[]; dense?: boolean; loading?: boolean; pager?: ReactNode }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [open, setOpen] = useState<number | null>(null);
  const columns: DataColumn<AuditEntryRow>[] = [
    {
      id: 'expand',
      header: null,
      padding: 'checkbox',
      cell: (entry) => (
        <RowExpandButton
          expanded={open === entry.id}
          label={t(open === entry.id ? 'audit.hideDetails' : 'audit.showDetails')}
          onToggle={() => setOpen(open === entry.id ? null : entry.id)}
          testId={`audit-expand-${entry.id}`}
        />
      ),
    },
    { id: 'time', header: t('audit.time'), sx: { whiteSpace: 'nowrap' }, cell: (entry) => formatInstant(entry.createdAt, locale) },
    {
      id: 'actor',
      header: t('audit.actor'),
      cell: (entry) => (
        <>
          {entry.actorName ?? entry.actorEmail ?? (entry.actorId ? entry.actorId : t('audit.system'))}
          {entry.actorEmail && entry.actorName && (
            <Typography variant="caption" component="div" color="text.secondary">
              {entry.actorEmail}
            </Typography>
          )}
        </>
      ),
    },
    { id: 'action', header: t('audit.action'), sx: { fontFamily: 'monospace' }, cell: (entry) => entry.action },
  ];
  // The dialog of one user's trail (dense) names the entity in the opened row instead.
  if (!dense) columns.push({ id: 'entity', header: t('audit.entity'), sx: { fontFamily: 'monospace', wordBreak: 'break-all' }, cell: (entry) => `${entry.entity} #${entry.entityId}` });
  return (
    <DataTable
      rows={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      rowProps={(entry) => ({ 'data-action': entry.action })}
      label={t('sections.auditLog')}
      testId="audit-table"
      empty={t('common.empty')}
      loading={loading}
      pager={pager}
      detail={{
        open: (entry) => open === entry.id,
        content: (entry) => (
          <Collapse in={open === entry.id} unmountOnExit>
            <Box sx={{ py: 1 }}>
            {dense && (
              <Typography variant="body2" sx={{ mb: 0.5, fontFamily: 'monospace' }}>
                {entry.entity} #{entry.entityId}
              </Typography>
            )}
            <AuditDiff entry={entry} />
            {entry.requestId && (
              <Typography variant="caption" color="text.secondary">
                {t('audit.requestId')}: {entry.requestId}
              </Typography>
            )}
            </Box>
          </Collapse>
        ),
      }}
    />
  );
}
