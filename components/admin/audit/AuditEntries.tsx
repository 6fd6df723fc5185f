import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Fragment, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { auditDiff } from '@/lib/admin/audit-diff';
import { regionalLocale, useLocale } from '@/lib/i18n';
import type { AuditEntryRow } from '@/lib/schemas/audit';

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
export function AuditEntries({ entries, dense = false }: { entries: readonly AuditEntryRow[]; dense?: boolean }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [open, setOpen] = useState<number | null>(null);
  const times = new Intl.DateTimeFormat(regionalLocale[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' });
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('sections.auditLog')} data-testid="audit-table">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('audit.time')}</TableCell>
            <TableCell>{t('audit.actor')}</TableCell>
            <TableCell>{t('audit.action')}</TableCell>
            {!dense && <TableCell>{t('audit.entity')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const expanded = open === entry.id;
            return (
              <Fragment key={entry.id}>
                <TableRow hover data-action={entry.action} sx={{ '& > td': { borderBottom: expanded ? 'none' : undefined } }}>
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-expanded={expanded}
                      aria-label={t(expanded ? 'audit.hideDetails' : 'audit.showDetails')}
                      onClick={() => setOpen(expanded ? null : entry.id)}
                      data-testid={`audit-expand-${entry.id}`}
                    >
                      <ExpandMoreIcon sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }} />
                    </IconButton>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{times.format(new Date(entry.createdAt))}</TableCell>
                  <TableCell>
                    {entry.actorName ?? entry.actorEmail ?? (entry.actorId ? entry.actorId : t('audit.system'))}
                    {entry.actorEmail && entry.actorName && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {entry.actorEmail}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{entry.action}</TableCell>
                  {!dense && (
                    <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                      {entry.entity} #{entry.entityId}
                    </TableCell>
                  )}
                </TableRow>
                <TableRow>
                  <TableCell colSpan={dense ? 4 : 5} sx={{ py: 0, ...(expanded ? {} : { borderBottom: 'none' }) }}>
                    <Collapse in={expanded} unmountOnExit>
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
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
          {entries.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{t('common.empty')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
