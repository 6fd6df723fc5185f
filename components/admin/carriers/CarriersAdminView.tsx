import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { CarrierCredentialList } from '@/lib/schemas/carrier-credential';
import type { CarrierEventPage } from '@/lib/schemas/carrier-event-admin';
import { CarrierCredentialsPanel } from './CarrierCredentialsPanel';
import { CarrierEventsPanel, type CarrierEventQuery } from './CarrierEventsPanel';

type Part = 'events' | 'credentials';

/**
 * [E1] /admin/carriers: the carriers' pushed events for operations (Operator, Admin) and, for the Admin alone, the
 * carriers' credentials, each under its tab (an Operator sees only the events: there is nothing else for them here).
 */
export function CarriersAdminView({ events, eventQuery, credentials, pushUrl }: {
  events: CarrierEventPage;
  eventQuery: CarrierEventQuery;
  credentials: CarrierCredentialList | null;
  /** Where carriers push their events (the public origin's POST /api/CarrierEvents). */
  pushUrl: string;
}) {
  const { t } = useTranslation('admin');
  const [part, setPart] = useState<Part>('events');
  if (!credentials) return <CarrierEventsPanel initial={events} initialQuery={eventQuery} isAdmin={false} />;
  return (
    <>
      <Tabs value={part} onChange={(_event, value: Part) => setPart(value)} aria-label={t('carriers.tabs.label')} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab
          value="events"
          id="carriers-tab-events"
          aria-controls="carriers-panel-events"
          data-testid="carriers-tab-events"
          label={
            <Badge color="warning" badgeContent={events.counts.unmatched} max={999} sx={{ pr: events.counts.unmatched > 0 ? 2 : 0 }}>
              {t('carriers.tabs.events')}
            </Badge>
          }
        />
        <Tab value="credentials" id="carriers-tab-credentials" aria-controls="carriers-panel-credentials" data-testid="carriers-tab-credentials" label={t('carriers.tabs.credentials')} />
      </Tabs>
      {/* Both stay mounted: a filter or a dialog survives a look at the other tab. */}
      <Box role="tabpanel" id="carriers-panel-events" aria-labelledby="carriers-tab-events" hidden={part !== 'events'}>
        <CarrierEventsPanel initial={events} initialQuery={eventQuery} isAdmin />
      </Box>
      <Box role="tabpanel" id="carriers-panel-credentials" aria-labelledby="carriers-tab-credentials" hidden={part !== 'credentials'}>
        <CarrierCredentialsPanel initial={credentials} pushUrl={pushUrl} />
      </Box>
    </>
  );
}
