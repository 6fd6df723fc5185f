import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { EmissionsLegs, EmissionsSummary } from '@/components/common/EmissionsEstimate';
import { Fact } from '@/components/common/Fact';
import { TrackingAlertForm } from './TrackingAlertForm';
import { useLocale } from '@/lib/i18n';
import { apiHref } from '@/lib/api/href';
import { etaStatus, type EtaStatus } from '@/lib/domain/eta-status';
import { formatDay, formatEtaMove, formatInstant } from '@/lib/format';
import type { TrackingAnswer } from '@/lib/schemas/tracking';

type Place = TrackingAnswer['origin'];
const placeText = (place: Place | null) => (place ? [place.name ?? place.code, place.country].filter(Boolean).join(', ') + (place.name ? ` (${place.code})` : '') : '');

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }} data-testid={testId}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1.2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The summary card: mode, lane, carrier, vessel or flight, numbers, containers with their free-time countdown, and for the owner the CO2e estimate. */
function Summary({ answer }: { answer: TrackingAnswer }) {
  const { t } = useTranslation('tracking');
  const locale = useLocale();
  const facts: [string, string][] = [
    [t('summary.mode'), t(`modes.${answer.mode}`)],
    [t('summary.origin'), placeText(answer.origin)],
    [t('summary.destination'), placeText(answer.destination)],
    [t('summary.carrier'), answer.carrier],
  ];
  if (answer.vessel) facts.push([t('summary.vessel'), [answer.vessel, answer.voyageNumber].filter(Boolean).join(' / ')]);
  if (answer.flightNumber) facts.push([t('summary.flight'), answer.flightNumber]);
  if (answer.billOfLading) facts.push([t('summary.billOfLading'), answer.billOfLading]);
  if (answer.airWaybill) facts.push([t('summary.airWaybill'), answer.airWaybill]);
  facts.push([t('summary.lastUpdate'), formatInstant(answer.lastEventAt, locale)]);
  return (
    <Section title={t('summary.title', { reference: answer.reference })} testId="tracking-summary">
      <Typography variant="body2" color="text.secondary" sx={{ mt: -0.8, mb: 1.2 }}>
        {t('summary.matched', { kind: t(`kinds.${answer.matched.kind}`), number: answer.matched.number })}
      </Typography>
      <Grid container spacing={1.5}>
        {facts.map(([label, value]) => (
          <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
            <Fact label={label} value={value} />
          </Grid>
        ))}
      </Grid>
      {answer.containers.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.6 }}>
            {t('summary.containers')}
          </Typography>
          <Stack spacing={0.8}>
            {answer.containers.map((container) => (
              <Box key={container.number} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="tracking-container">
                <Typography sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{container.number}</Typography>
                <Chip size="small" label={container.type} variant="outlined" />
                {container.daysLeft !== null && container.freeTimeEndsAt && <DemurrageChip daysLeft={container.daysLeft} endsAt={container.freeTimeEndsAt} />}
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      {answer.emissions && (
        <Stack spacing={0.8} sx={{ mt: 2 }}>
          <EmissionsSummary emissions={answer.emissions} />
          <EmissionsLegs emissions={answer.emissions} containers={answer.mode === 'SEA_FCL'} />
        </Stack>
      )}
    </Section>
  );
}

/** Free days left (green, amber on the last two), or days in demurrage (red), with the end of free time. */
function DemurrageChip({ daysLeft, endsAt }: { daysLeft: number; endsAt: string }) {
  const { t } = useTranslation('tracking');
  const locale = useLocale();
  const label = daysLeft > 0 ? t('demurrage.left', { count: daysLeft }) : daysLeft === 0 ? t('demurrage.lastDay') : t('demurrage.over', { count: -daysLeft });
  const color = daysLeft < 0 ? 'error' : daysLeft <= 2 ? 'warning' : 'success';
  return <Chip size="small" color={color} icon={<ScheduleIcon />} label={label} title={t('demurrage.endsAt', { date: formatInstant(endsAt, locale) })} data-testid="demurrage-chip" />;
}

/** The chip beside the ETA: its state (lib/domain/eta-status.ts) in words, coloured by how it stands. */
function EtaChip({ status }: { status: EtaStatus }) {
  const { t } = useTranslation('tracking');
  const [label, color] =
    status.state === 'arrived'
      ? [t('eta.arrived'), 'success' as const]
      : status.state === 'overdue'
        ? [t('eta.overdue', { count: status.daysOverdue }), 'error' as const]
        : status.state === 'delayed'
          ? [t('eta.late', { count: status.daysLate }), 'warning' as const]
          : [status.daysEarly > 0 ? t('eta.early', { count: status.daysEarly }) : t('eta.onTime'), 'success' as const];
  return <Chip size="small" color={color} label={label} data-testid="eta-state" data-state={status.state} />;
}

/**
 * The arrival: once an arrival milestone happened, its actual time; before that the ETA with its state (on schedule,
 * delayed, overdue) from the milestones and the clock, how far it lies from the plan, and every move with its reason.
 */
function Eta({ answer, now }: { answer: TrackingAnswer; now: Date }) {
  const { t } = useTranslation('tracking');
  const locale = useLocale();
  const status = etaStatus(answer, now);
  const arrived = status.state === 'arrived';
  return (
    <Section title={t(arrived ? 'eta.arrivalTitle' : 'eta.title')} testId="tracking-eta">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 800 }} data-testid="eta-date">
          {arrived ? formatInstant(status.arrivedAt, locale) : formatDay(answer.eta, locale, 'weekday')}
        </Typography>
        <EtaChip status={status} />
        {answer.delivered && <Chip size="small" color="success" variant="outlined" label={t('summary.delivered')} />}
      </Box>
      {status.state === 'overdue' && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('eta.overdueNote')}
        </Typography>
      )}
      {arrived && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('eta.estimated', { date: formatDay(answer.eta, locale, 'weekday') })}
        </Typography>
      )}
      {answer.plannedEta !== answer.eta && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('eta.planned', { date: formatDay(answer.plannedEta, locale, 'weekday') })}
        </Typography>
      )}
      {answer.etaChanges.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t('eta.history')}</Typography>
          <Stack component="ul" spacing={0.6} sx={{ m: 0, pl: 2.5 }}>
            {answer.etaChanges.map((change) => (
              <li key={change.at} data-testid="eta-change">
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {t(`reasons.${change.reason}`)}
                </Typography>
                {': '}
                {t('eta.move', formatEtaMove(change.from, change.to, locale))}
                <Typography component="span" variant="body2" color="text.secondary">
                  {' · '}
                  {t('eta.changedAt', { date: formatInstant(change.at, locale) })}
                </Typography>
                {change.note && (
                  <Typography variant="body2" color="text.secondary">
                    {change.note}
                  </Typography>
                )}
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </Section>
  );
}

/** The vertical timeline: done, next and planned milestones with planned and actual times and places. */
function Timeline({ answer }: { answer: TrackingAnswer }) {
  const { t } = useTranslation('tracking');
  const locale = useLocale();
  return (
    <Section title={t('timeline.title')} testId="tracking-timeline">
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {answer.milestones.map((milestone, index) => {
          const last = index === answer.milestones.length - 1;
          const Icon = milestone.state === 'done' ? CheckCircleIcon : milestone.state === 'next' ? RadioButtonCheckedIcon : RadioButtonUncheckedIcon;
          const color = milestone.state === 'done' ? 'success.main' : milestone.state === 'next' ? 'primary.main' : 'text.disabled';
          return (
            <Box component="li" key={`${milestone.code}-${index}`} sx={{ display: 'flex', gap: 1.2 }} data-testid="milestone" data-state={milestone.state} data-code={milestone.code}>
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                <Icon sx={{ color }} aria-hidden />
                {!last && <Box sx={{ flex: 1, width: 2, minHeight: 20, bgcolor: milestone.state === 'done' ? 'success.light' : 'divider' }} />}
              </Box>
              <Box sx={{ pb: last ? 0 : 1.5, minWidth: 0 }}>
                <Typography sx={{ fontWeight: milestone.state === 'planned' ? 500 : 700 }}>
                  {t(`milestones.${milestone.code}`)}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' · '}
                    {t(`timeline.${milestone.state === 'planned' ? 'pending' : milestone.state}`)}
                  </Typography>
                  {milestone.public === false && (
                    <Chip size="small" variant="outlined" icon={<VisibilityOffIcon />} label={t('timeline.ownerOnly')} sx={{ ml: 1 }} />
                  )}
                  {milestone.source && (
                    <Chip size="small" variant="outlined" color={milestone.source === 'carrier' ? 'info' : 'default'} label={t(`timeline.source.${milestone.source}`)} sx={{ ml: 1 }} data-testid="milestone-source" />
                  )}
                </Typography>
                {milestone.location && (
                  <Typography variant="body2" color="text.secondary">
                    {placeText(milestone.location)}
                  </Typography>
                )}
                <Typography variant="body2">
                  {milestone.actualAt && `${t('timeline.actual')}: ${formatInstant(milestone.actualAt, locale)}`}
                  {milestone.actualAt && milestone.plannedAt && ' · '}
                  {milestone.plannedAt && (
                    <Box component="span" sx={{ color: milestone.actualAt ? 'text.secondary' : 'inherit' }}>
                      {t('timeline.planned')}: {formatInstant(milestone.plannedAt, locale)}
                    </Box>
                  )}
                </Typography>
                {milestone.note && (
                  <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                    {milestone.note}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('timezone')}
      </Typography>
    </Section>
  );
}

/** Parties and documents: the owner's and operations' extras. */
function OwnerExtras({ answer }: { answer: TrackingAnswer }) {
  const { t } = useTranslation('tracking');
  const parties = (['shipper', 'consignee', 'notify'] as const).map((role) => [role, answer.parties?.[role]] as const).filter(([, party]) => party && (party.name || party.address || party.contact));
  return (
    <>
      <Section title={t('parties.title')} testId="tracking-parties">
        {parties.length === 0 ? (
          <Typography color="text.secondary">{t('parties.none')}</Typography>
        ) : (
          <Grid container spacing={1.5}>
            {parties.map(([role, party]) => (
              <Grid key={role} size={{ xs: 12, sm: 4 }}>
                <Typography variant="body2" color="text.secondary">
                  {t(`parties.${role}`)}
                </Typography>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{party?.name}</Typography>
                {party?.address && <Typography variant="body2">{party.address}</Typography>}
                {party?.contact && <Typography variant="body2">{party.contact}</Typography>}
              </Grid>
            ))}
          </Grid>
        )}
      </Section>
      <Section title={t('documents.title')} testId="tracking-documents">
        {(answer.documents ?? []).length === 0 ? (
          <Typography color="text.secondary">{t('documents.none')}</Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {answer.documents!.map((document) => (
              <li key={document.id}>
                <Link href={apiHref('File/Get', { id: document.id })} target="_blank" rel="noopener">
                  {document.fileName}
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </Section>
    </>
  );
}

/** Copies the page's address (the shareable link). */
function ShareLink() {
  const { t } = useTranslation('tracking');
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => {
        void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true));
      }}
    >
      {copied ? t('copied') : t('copyLink')}
    </Button>
  );
}

/**
 * One shipment's tracking: stale warning, summary, ETA, timeline, and for owners parties and documents. `now` is the
 * clock the ETA's state is read at (by default the moment the result first renders).
 */
export function TrackingResult({ answer, now: givenNow }: { answer: TrackingAnswer; now?: Date }) {
  const { t } = useTranslation('tracking');
  const locale = useLocale();
  const [renderedAt] = useState(() => new Date());
  const now = givenNow ?? renderedAt;
  return (
    <Stack spacing={{ xs: 1.5, md: 2 }} data-testid="tracking-result">
      {answer.stale && (
        <Alert severity="warning" data-testid="tracking-stale">
          {t('stale', { time: formatInstant(answer.lastEventAt, locale) })}
        </Alert>
      )}
      <Grid container spacing={{ xs: 1.5, md: 2 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={{ xs: 1.5, md: 2 }}>
            <Summary answer={answer} />
            <Eta answer={answer} now={now} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Timeline answer={answer} />
        </Grid>
      </Grid>
      {/* [E1] Alerts for anyone with the number (operations follow shipments in their own screens); none once delivered. */}
      {answer.view !== 'operations' && !answer.delivered && <TrackingAlertForm number={answer.reference} />}
      {answer.view === 'public' ? <Typography color="text.secondary">{t('signInForMore')}</Typography> : <OwnerExtras answer={answer} />}
      <Box>
        <ShareLink />
      </Box>
    </Stack>
  );
}
