import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useRouter } from 'next/router';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { istanbulToday } from '@/lib/domain/business-date';
import { OutlinedField } from '@/components/common/OutlinedField';
import { visuallyHidden } from '@/components/common/visually-hidden';
import { useLocale } from '@/lib/i18n';
import { routePath } from '@/lib/routes';
import { showQuery } from '@/lib/client/address-query';
import { isFreightSearchPage } from '@/lib/search/search-pages';
import type { FieldError } from '@/lib/schemas/errors';
import { requestResultsFocus } from '@/lib/search/results-focus';
import { encodeSearch, toFreightRequest } from '@/lib/search/search-request';
import { placeKindOf, searchVariants, variantState, type SearchVariantKey } from '@/lib/search/variants';
import { useLookups } from '@/store/lookups';
import { useSearch } from '@/store/search';
import { useSearchData, useSearchSeed } from '@/store/search-seed';
import { type ModalType, type PlaceInfo } from '@/lib/search/search-data';
import { CargoTotalsBar, measurableRows } from './CargoTotalsBar';
import { ContainerRows, DimensionRows } from './CargoRows';
import { LocationField } from './LocationField';
import { SearchOptions } from './SearchOptions';
import { LazyRequestCreatedDialog } from './LazyRequestCreatedDialog';
import { useFieldErrors } from './useFieldErrors';
import { useRequestOffer } from './useRequestOffer';
import { cargoTotals } from '@/lib/domain/chargeable-weight';

const steps = ['route', 'cargo', 'options'] as const;
const stepOf: Record<string, (typeof steps)[number]> = {
  origin: 'route', destination: 'route', readyDate: 'route', orderDimensionList: 'cargo', containers: 'cargo',
};

/** Switching between sea and air empties the port/airport fields; a province suits both and stays. */
const keepProvince = (place: PlaceInfo | null) => (place?.kind === 'province' ? place : null);

function Section({ title, display, children }: { title: string; display: { xs: string; md: string }; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display, mt: 1.2 }}>
      <Typography component="h3" variant="h4" sx={{ mb: 0.8 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The freight search form (home, /freight-search and the service pages). On phones it is a wizard
 * whose steps live in the history, so the back button steps back without losing anything.
 * Enter never submits a half-filled form: only the submit button does.
 * Which step shows on a phone is decided by media queries, not by script: the server-rendered form needs no
 * second render once the browser's width is known.
 */
export function SearchForm({ variant = 'general' }: { variant?: SearchVariantKey }) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const router = useRouter();
  const theme = useTheme();
  const data = useSearchData((state) => state);
  const seed = useSearchSeed();
  const [errors, setErrors] = useState<FieldError[]>([]);
  const errorOf = useFieldErrors(errors);
  const { modes, requestOnly } = searchVariants[variant];
  // The request form lives in the account area: the page itself proves the server session.
  const requestQuote = useRequestOffer({ serverSession: variant === 'requestForm' });
  // On a phone, a search in the address without a step shows its offers under a summary of the search; Back returns to step 3.
  const view: (typeof steps)[number] | 'results' = steps.includes(router.query.step as never)
    ? (router.query.step as (typeof steps)[number])
    : typeof router.query.q === 'string' && !requestOnly
      ? 'results'
      : 'route';
  const step = view === 'results' ? 'options' : view;

  useEffect(() => {
    void Promise.resolve(useSearch.persist.rehydrate()).then(() => {
      const state = useSearch.getState();
      // The address's search wins over the one this tab had stored.
      if (seed) state.update(seed);
      state.update(variantState(variant, state.modalTypeId, variant !== 'general'));
    });
    void useLookups.getState().load();
  }, [variant, seed]);

  const goToStep = (next: (typeof steps)[number]) => void showQuery(router, { ...router.query, step: next });

  const submit = async () => {
    const request = toFreightRequest(data);
    const { validateSearch } = await import('@/lib/search/validate-search');
    const found = validateSearch(request, istanbulToday());
    setErrors(found);
    useSearch.getState().update({ originError: found.some((e) => e.field === 'origin'), destinationError: found.some((e) => e.field === 'destination') });
    if (found.length) {
      if (window.matchMedia(theme.breakpoints.down('md').replace(/^@media\s*/, '')).matches) goToStep(stepOf[found[0]!.field.split('.')[0]!] ?? 'options');
      return;
    }
    useSearch.getState().rememberSearch(cargoTotals(measurableRows(data.orderDimensionList)));
    if (requestOnly) return void requestQuote.request({ search: request, searchKey: encodeSearch(request), service: variant === 'general' || variant === 'requestForm' ? undefined : variant });
    requestResultsFocus();
    const q = encodeSearch(request);
    // On the search page the offers below follow the address; from any other page the search page opens with them.
    if (isFreightSearchPage(router.pathname)) void showQuery(router, { q });
    else void router.push({ pathname: routePath('freightSearch', locale), query: { q } }, undefined, { locale, scroll: false });
  };

  /** Enter in an input doesn't submit the form (blocked there only, not page-wide; we keep the data and the back button). */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') event.preventDefault();
  };

  /** Every section on wider screens; on a phone, the current step's only. */
  const shownOn = (section: (typeof steps)[number]) => ({ xs: view === section ? 'block' : 'none', md: 'block' });
  const phoneOnly = (shown: boolean, display = 'block') => ({ xs: shown ? display : 'none', md: 'none' });
  const kinds = [placeKindOf(data.modalTypeId)] as const;
  return (
    <Paper component="form" noValidate onSubmit={(event) => event.preventDefault()} onKeyDown={onKeyDown} elevation={3} sx={{ p: { xs: 1.2, md: 1.8 } }} aria-label={t('form.title')}>
      {modes.length > 1 ? (
        <>
          {/* The form's sections are h3s: a heading above them for readers who move by headings. */}
          <Typography component="h2" sx={visuallyHidden}>
            {t('form.title')}
          </Typography>
          <Tabs
            value={modes.includes(data.modalTypeId) ? data.modalTypeId : false}
            onChange={(_, value: ModalType) =>
              data.update({
                modalTypeId: value,
                // A port is no airport: the places stay only when both modes travel between the same kind.
                originInfo: placeKindOf(value) === placeKindOf(data.modalTypeId) ? data.originInfo : keepProvince(data.originInfo),
                destinationInfo: placeKindOf(value) === placeKindOf(data.modalTypeId) ? data.destinationInfo : keepProvince(data.destinationInfo),
              })
            }
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ display: { xs: view === 'results' ? 'none' : 'flex', md: 'flex' } }}
          >
            {modes.map((mode) => (
              <Tab key={mode} value={mode} label={t(`modes.${mode}`)} />
            ))}
          </Tabs>
        </>
      ) : (
        <Typography component="h2" variant="h4" color="primary">
          {t(`modes.${data.modalTypeId}`)}
        </Typography>
      )}
      {requestOnly && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t(requestOnly)}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.8, display: phoneOnly(view !== 'results') }}>
        {t('form.step', { current: steps.indexOf(step) + 1, total: steps.length })} · {t(`form.steps.${step}`)}
      </Typography>
      <Stack direction="row" spacing={0.8} sx={{ mt: 0.8, display: phoneOnly(view === 'results', 'flex'), alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700, minWidth: 0 }}>
          {data.originInfo?.name ?? ''} → {data.destinationInfo?.name ?? ''}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => goToStep('route')} sx={{ flexShrink: 0 }}>
          {t('form.changeSearch')}
        </Button>
      </Stack>
      {errors.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {t('form.errorsSummary')}
        </Alert>
      )}
      <Section title={t('form.steps.route')} display={shownOn('route')}>
        <Box sx={{ display: 'grid', gap: 0.8, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 0.7fr' } }}>
          <LocationField
            id="search-origin"
            label={t('form.origin')}
            value={data.originInfo}
            kinds={kinds}
            error={errorOf('origin')}
            onChange={(originInfo) => data.update({ originInfo, originError: false })}
            suggestFor={{ mode: data.modalTypeId, end: 'origin', other: data.destinationInfo?.code, date: data.date || undefined }}
          />
          <LocationField
            id="search-destination"
            label={t('form.destination')}
            value={data.destinationInfo}
            kinds={kinds}
            error={errorOf('destination')}
            onChange={(destinationInfo) => data.update({ destinationInfo, destinationError: false })}
            suggestFor={{ mode: data.modalTypeId, end: 'destination', other: data.originInfo?.code, date: data.date || undefined }}
          />
          <OutlinedField
            type="date"
            label={t('form.readyDate')}
            value={data.date}
            onChange={(event) => data.update({ date: event.target.value })}
            error={Boolean(errorOf('readyDate'))}
            helperText={errorOf('readyDate') || ' '}
            shrinkLabel
            inputProps={{ min: istanbulToday() }}
          />
        </Box>
      </Section>
      <Section title={t('form.cargo')} display={shownOn('cargo')}>
        {data.modalTypeId === 'SEA_FCL' ? <ContainerRows errorOf={errorOf} /> : <DimensionRows errorOf={errorOf} />}
        {errorOf(data.modalTypeId === 'SEA_FCL' ? 'containers' : 'orderDimensionList') && (
          <Typography color="error" variant="body2">
            {errorOf(data.modalTypeId === 'SEA_FCL' ? 'containers' : 'orderDimensionList')}
          </Typography>
        )}
        {data.modalTypeId !== 'SEA_FCL' && (
          <Box sx={{ mt: 0.8 }}>
            <CargoTotalsBar />
          </Box>
        )}
      </Section>
      <Section title={t('form.options')} display={shownOn('options')}>
        <SearchOptions errorOf={errorOf} />
      </Section>
      <LazyRequestCreatedDialog request={requestQuote.stage.kind === 'created' ? requestQuote.stage.request : null} onClose={requestQuote.dismiss} />
      <Stack direction="row" spacing={0.8} sx={{ mt: 1.2, justifyContent: 'flex-end' }}>
        <Button onClick={() => router.back()} sx={{ display: phoneOnly(view === 'cargo' || view === 'options', 'inline-flex') }}>
          {t('form.back')}
        </Button>
        <Button variant="contained" onClick={() => goToStep(steps[steps.indexOf(step) + 1]!)} sx={{ display: phoneOnly(view === 'route' || view === 'cargo', 'inline-flex') }}>
          {t('form.next')}
        </Button>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          onClick={() => void submit()}
          disabled={requestQuote.stage.kind === 'working'}
          sx={{ display: { xs: view === 'options' ? 'inline-flex' : 'none', md: 'inline-flex' } }}
        >
          {requestOnly ? (requestQuote.stage.kind === 'working' ? t('request.sending') : t('form.requestQuote')) : t('form.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
