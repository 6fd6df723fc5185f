import { AccountScreen } from '@/components/account/AccountScreen';
import { RequestFilterForm, type FilterTarget } from '@/components/account/requests/RequestFilterForm';
import type { LocationChoice } from '@/components/search/LocationField';
import { accountScreenRoles } from '@/lib/auth/access';
import { parseListQuery, type RequestListState } from '@/lib/requests/list-query';
import { protectedPage, type ProtectedPageProps } from '@/lib/server/auth/page-session';
import { getDb } from '@/lib/server/db/client';
import { locationNames } from '@/lib/server/freight/location-names';

interface RequestsFilterProps {
  initial: RequestListState;
  target: FilterTarget;
  places: Record<string, LocationChoice>;
}

/** What the picker shows for a code before the lookups arrive: its name and kind. */
function placeOf(code: string, name: string): LocationChoice {
  if (code.startsWith('TR-')) return { code, name, kind: 'province', countryCode: 'TR' };
  return code.length === 3 ? { code, name, kind: 'airport', countryCode: '' } : { code, name, kind: 'port', countryCode: code.slice(0, 2) };
}

/**
 * /my-account/requests/filter ↔ /hesabim/talepler/filtre: the filter form, filled from the query string
 * (the list's current filters); it leads to the filtered list, or back to the company list (?for=allRequests).
 */
export default function RequestsFilterPage({ initial, target, places, ...props }: ProtectedPageProps & Partial<RequestsFilterProps>) {
  return (
    <AccountScreen routeKey="requestsFilter" {...props}>
      {initial && <RequestFilterForm initial={initial} target={target ?? 'requestsFilterOn'} places={places ?? {}} />}
    </AccountScreen>
  );
}

export const getServerSideProps = protectedPage<RequestsFilterProps>(['pages', 'account', 'search'], ['requestsFilter'], accountScreenRoles.requestsFilter, async (context, user) => {
  const initial = parseListQuery(context.query);
  const target: FilterTarget = context.query.for === 'allRequests' && user.roles.some((role) => role === 'CompanyAdmin' || role === 'Admin') ? 'allRequests' : 'requestsFilterOn';
  const codes = [initial.origin, initial.destination].filter((code): code is string => Boolean(code));
  const names = codes.length > 0 ? await locationNames(await getDb(), codes) : {};
  return { initial, target, places: Object.fromEntries(codes.map((code) => [code, placeOf(code, names[code] ?? code)])) };
});
