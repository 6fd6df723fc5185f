import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { addDays } from '@/lib/domain/business-date';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { OfferCard } from '@/components/search/OfferCard';
import { formatDay, formatFileSize, formatInstant, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';
import type { RequestTariffOffers } from '@/lib/schemas/admin-operations';
import { operatorChargeCodes, quoteCurrencies } from '@/lib/admin/operations-constants';
import type { QuoteRequestBody, RequestDetail } from '@/lib/schemas/request';
import type { PackageTypeNames } from '@/lib/search/search-request';
import { minorUnits } from './amounts';
import { ListPanel } from './ListPanel';
import { api, apiHref, fieldProblems, type FieldProblem } from '@/lib/client/api';
import { toastFailure } from '@/lib/client/toast-failure';

type Line = { code: (typeof operatorChargeCodes)[number]; amount: string };

/**
 * The cargo of the request's search in one line per row (4 × Palet 120×80×150 cm, 450 kg: the package type by its
 * name in the page's language, the figures in its digits) or container type.
 */
function cargoLines(search: Record<string, unknown>, packageNames: PackageTypeNames, locale: Locale): string[] {
  const rows = (search.orderDimensionList as { count: number; length: number; width: number; height: number; dimensionUnit: string; weight: number; weightUnit: string; packageType?: string }[] | undefined) ?? [];
  const containers = (search.containers as { type: string; count: number }[] | undefined) ?? [];
  const number = (value: number) => formatNumber(value, locale);
  const typeName = (code: string | undefined) => (code ? (packageNames[code]?.[locale] ?? code) : '');
  return [
    ...rows.map((row) => `${number(row.count)} × ${typeName(row.packageType)} ${number(row.length)}×${number(row.width)}×${number(row.height)} ${row.dimensionUnit}, ${number(row.weight)} ${row.weightUnit}`.replace(/\s+/g, ' ')),
    ...containers.map((row) => `${number(row.count)} × ${row.type}`),
  ];
}

/** /admin/requests/detail?id=: the request (customer, lane, cargo, files, history, offers) and its pricing. */
export function RequestPricingView({ request, names, packageNames, tariff, today, companyName }: { request: RequestDetail; names: Record<string, string>; packageNames: PackageTypeNames; tariff: RequestTariffOffers | null; today: string; companyName: string | null }) {
  const { t } = useTranslation(['admin', 'account', 'search']);
  const locale = useLocale();
  const router = useRouter();
  const [chosen, setChosen] = useState<string[]>([]);
  const [manual, setManual] = useState(tariff === null || tariff.offers.length === 0);
  const [carrier, setCarrier] = useState('');
  const [transitDays, setTransitDays] = useState('');
  const [currency, setCurrency] = useState<(typeof quoteCurrencies)[number]>('USD');
  const [validUntil, setValidUntil] = useState(addDays(today, 7));
  const [freeDays, setFreeDays] = useState('0');
  const [lines, setLines] = useState<Line[]>([{ code: 'freight', amount: '' }]);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const open = request.status === 'submitted' || request.status === 'quoted';
  const place = (code: string) => names[code] ?? code;
  const problem = (field: string) => problems.find((item) => item.field === field)?.message;

  const toggle = (tariffId: string) => setChosen((current) => (current.includes(tariffId) ? current.filter((id) => id !== tariffId) : [...current, tariffId].slice(0, 5)));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const offers: QuoteRequestBody['offers'] = [];
    if (manual) {
      const amounts = lines.map((line) => minorUnits(line.amount));
      const local: FieldProblem[] = [];
      if (!carrier.trim()) local.push({ field: 'offers.0.carrier', code: 'required', message: t('admin:operations.pricing.carrierRequired') });
      if (!(Number(transitDays) >= 1)) local.push({ field: 'offers.0.transitDays', code: 'required', message: t('admin:operations.pricing.transitRequired') });
      amounts.forEach((amount, index) => {
        if (Number.isNaN(amount)) local.push({ field: `offers.0.lines.${index}.amount`, code: 'invalid', message: t('admin:operations.pricing.amountInvalid') });
      });
      if (local.length > 0) {
        setProblems(local);
        return;
      }
      offers.push({
        carrier: carrier.trim(),
        transitDays: Number(transitDays),
        validUntil,
        currency,
        freeDays: Number(freeDays) || 0,
        lines: lines.map((line, index) => ({ code: line.code, amount: amounts[index]! })),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
    }
    if (offers.length === 0 && chosen.length === 0) {
      toast.error(t('admin:operations.pricing.nothingChosen'), { toastId: 'quote-empty' });
      return;
    }
    setSending(true);
    setProblems([]);
    try {
      await api.post('Demand/Quote', { id: request.id, tariffIds: chosen, offers }, { locale }).catch(toastFailure(t('admin:operations.common.failed'), { toastId: 'Demand/Quote-failed', withField: true }));
      toast.success(t('admin:operations.pricing.sent', { reference: request.reference }), { toastId: 'quote-sent' });
      setChosen([]);
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch (error) {
      setProblems(fieldProblems(error));
    } finally {
      setSending(false);
    }
  };

  const cargo = cargoLines(request.search, packageNames, locale);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Stack direction="row" spacing={0.6} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }} useFlexGap>
          <Chip label={t(`account:status.${request.status}`)} color={open ? 'warning' : 'default'} data-testid="request-status" />
          <Chip variant="outlined" label={t(`search:modes.${request.mode}`)} />
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
          <Box>
            <Typography variant="overline">{t('admin:operations.pricing.customer')}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{request.owner.fullName || request.owner.email}</Typography>
            <Typography variant="body2">{request.owner.email}</Typography>
            {companyName && <Typography variant="body2">{companyName}</Typography>}
          </Box>
          <Box>
            <Typography variant="overline">{t('admin:operations.pricing.lane')}</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="request-lane">
              {place(request.origin)} → {place(request.destination)}
            </Typography>
            <Typography variant="body2">{t('admin:operations.queue.readyDate', { date: formatDay(request.readyDate, locale) })}</Typography>
            <Typography variant="body2">{t('admin:operations.queue.created', { date: formatInstant(request.createdAt, locale) })}</Typography>
          </Box>
          <Box>
            <Typography variant="overline">{t('admin:operations.pricing.cargo')}</Typography>
            {cargo.length === 0 ? <Typography variant="body2">—</Typography> : cargo.map((line) => <Typography key={line} variant="body2">{line}</Typography>)}
          </Box>
          {request.message && (
            <Box>
              <Typography variant="overline">{t('admin:operations.pricing.message')}</Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {request.message}
              </Typography>
            </Box>
          )}
        </Box>
      </Paper>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <ListPanel
          title={t('account:request.files')}
          items={request.files}
          emptyText={t('admin:operations.pricing.noFiles')}
          renderItem={(file) => (
            <ListItem key={file.id} secondaryAction={<Button size="small" href={apiHref('File/Get', { id: file.id })} download>{t('admin:operations.common.download')}</Button>}>
              <ListItemText primary={file.fileName} secondary={formatFileSize(file.sizeBytes, locale)} />
            </ListItem>
          )}
        />
        <ListPanel
          title={t('account:history.title')}
          items={request.history}
          renderItem={(entry) => (
            <ListItem key={`${entry.at}-${entry.action}`} disableGutters>
              <ListItemText primary={t(`account:history.${entry.action.replace(/^request\./, "")}`, { defaultValue: entry.action })} secondary={`${formatInstant(entry.at, locale)}${entry.to ? ` · ${t(`account:status.${entry.to}`)}` : ''}`} />
            </ListItem>
          )}
        />
      </Box>

      <Box>
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {t('admin:operations.pricing.currentOffers')}
        </Typography>
        {request.offers.length === 0 ? (
          <Typography color="text.secondary">{t('admin:operations.pricing.noOffers')}</Typography>
        ) : (
          <Stack spacing={1}>
            {request.offers.map((item) => (
              <Box key={item.id} sx={{ opacity: item.withdrawn ? 0.55 : 1 }} data-testid="current-offer">
                <Stack direction="row" spacing={0.5} sx={{ mb: 0.4 }}>
                  <Chip size="small" variant="outlined" label={t(`account:request.${item.source}`)} />
                  {item.withdrawn && <Chip size="small" label={t('account:request.withdrawn')} />}
                  {request.approvedOfferId === item.id && <Chip size="small" color="success" label={t('account:request.approved')} />}
                </Stack>
                <OfferCard offer={{ ...item.offer, fastest: false }} highlighted={request.approvedOfferId === item.id} />
              </Box>
            ))}
          </Stack>
        )}
      </Box>

      {open ? (
        <Box component="form" onSubmit={send} noValidate aria-labelledby="pricing-title">
          <Typography component="h2" variant="h3" id="pricing-title" sx={{ mb: 1 }}>
            {t('admin:operations.pricing.title')}
          </Typography>
          <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
            <Typography component="h3" variant="h4">
              {t('admin:operations.pricing.tariffOffers')}
            </Typography>
            {tariff && tariff.offers.length > 0 ? (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('admin:operations.pricing.tariffHint', { date: formatDay(tariff.readyDate, locale), fxDate: formatDay(tariff.fx.date, locale) })}
                </Typography>
                <Stack spacing={1}>
                  {tariff.offers.map((offer) => (
                    <OfferCard
                      key={offer.tariffId}
                      offer={offer}
                      highlighted={chosen.includes(offer.tariffId)}
                      actions={
                        <FormControlLabel
                          control={<Checkbox checked={chosen.includes(offer.tariffId)} onChange={() => toggle(offer.tariffId)} slotProps={{ input: { 'aria-label': t('admin:operations.pricing.choose', { carrier: offer.carrier }) } }} data-testid="choose-tariff" />}
                          label={t('admin:operations.pricing.chooseShort')}
                        />
                      }
                    />
                  ))}
                </Stack>
              </>
            ) : (
              <Alert severity="info" sx={{ mt: 1 }}>
                {t('admin:operations.pricing.noTariffOffers')}
              </Alert>
            )}
          </Paper>

          <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
            <FormControlLabel control={<Switch checked={manual} onChange={(event) => setManual(event.target.checked)} data-testid="manual-toggle" />} label={t('admin:operations.pricing.manualOffer')} />
            {manual && (
              <Stack spacing={1.2} sx={{ mt: 1 }}>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1.2 }}>
                  <TextField size="small" label={t('admin:operations.pricing.carrier')} value={carrier} onChange={(event) => setCarrier(event.target.value)} required error={!!problem('offers.0.carrier')} helperText={problem('offers.0.carrier')} slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'manual-carrier' } }} />
                  <TextField size="small" type="number" label={t('admin:operations.pricing.transitDays')} value={transitDays} onChange={(event) => setTransitDays(event.target.value)} required error={!!problem('offers.0.transitDays')} helperText={problem('offers.0.transitDays')} slotProps={{ htmlInput: { min: 1, max: 180, 'data-testid': 'manual-transit' } }} />
                  <TextField size="small" select label={t('admin:operations.pricing.currency')} value={currency} onChange={(event) => setCurrency(event.target.value as typeof currency)}>
                    {quoteCurrencies.map((code) => (
                      <MenuItem key={code} value={code}>
                        {code}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField size="small" type="date" label={t('admin:operations.pricing.validUntil')} value={validUntil} onChange={(event) => setValidUntil(event.target.value)} error={!!problem('offers.0.validUntil')} helperText={problem('offers.0.validUntil')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }} />
                  <TextField size="small" type="number" label={t('admin:operations.pricing.freeDays')} value={freeDays} onChange={(event) => setFreeDays(event.target.value)} slotProps={{ htmlInput: { min: 0, max: 90 } }} />
                </Box>
                <Typography component="h4" variant="subtitle2">
                  {t('admin:operations.pricing.lines')}
                </Typography>
                {lines.map((line, index) => (
                  <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                      size="small"
                      select
                      label={t('admin:operations.pricing.lineDescription')}
                      value={line.code}
                      onChange={(event) => setLines(lines.map((item, at) => (at === index ? { ...item, code: event.target.value as Line['code'] } : item)))}
                      sx={{ flex: 2, minWidth: 0 }}
                    >
                      {operatorChargeCodes.map((code) => (
                        <MenuItem key={code} value={code} disabled={code !== line.code && lines.some((item) => item.code === code)}>
                          {t(`search:lines.${code}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      size="small"
                      label={t('admin:operations.pricing.amount', { currency })}
                      value={line.amount}
                      inputMode="decimal"
                      onChange={(event) => setLines(lines.map((item, at) => (at === index ? { ...item, amount: event.target.value } : item)))}
                      error={!!problem(`offers.0.lines.${index}.amount`) || (index === 0 && !!problem('offers.0.lines'))}
                      helperText={problem(`offers.0.lines.${index}.amount`) ?? (index === 0 ? problem('offers.0.lines') : undefined)}
                      sx={{ flex: 1, minWidth: 0 }}
                      slotProps={{ htmlInput: { 'data-testid': `manual-amount-${index}` } }}
                    />
                    <IconButton aria-label={t('admin:operations.pricing.removeLine')} onClick={() => setLines(lines.filter((_, at) => at !== index))} disabled={lines.length === 1}>
                      <DeleteIcon />
                    </IconButton>
                  </Stack>
                ))}
                <Box>
                  <Button
                    startIcon={<AddIcon />}
                    onClick={() => {
                      const free = operatorChargeCodes.find((code) => !lines.some((line) => line.code === code));
                      if (free) setLines([...lines, { code: free, amount: '' }]);
                    }}
                    disabled={lines.length >= operatorChargeCodes.length}
                    data-testid="manual-add-line"
                  >
                    {t('admin:operations.pricing.addLine')}
                  </Button>
                </Box>
                <TextField size="small" multiline minRows={2} label={t('admin:operations.pricing.note')} helperText={problem('offers.0.note') ?? t('admin:operations.pricing.noteHint')} error={!!problem('offers.0.note')} value={note} onChange={(event) => setNote(event.target.value)} slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'manual-note' } }} />
              </Stack>
            )}
          </Paper>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Button type="submit" variant="contained" color="secondary" size="large" disabled={sending} data-testid="send-quote">
              {sending ? t('admin:operations.common.working') : t('admin:operations.pricing.send')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t('admin:operations.pricing.sendHint', { count: chosen.length + (manual ? 1 : 0) })}
            </Typography>
          </Stack>
        </Box>
      ) : (
        <Alert severity="info">{t('admin:operations.pricing.closed', { status: t(`account:status.${request.status}`) })}</Alert>
      )}
    </Stack>
  );
}
