import type { Locale } from '@/lib/routes';
import type { Lane } from '@/lib/server/voyages/get-lane';

/** The names a ship program lane's texts take (schedule:lane.*): its two ports and their countries in the page's language. */
export const laneNames = (lane: Lane, locale: Locale) => ({
  pol: lane.pol.name,
  pod: lane.pod.name,
  polCountry: lane.pol.countryName[locale],
  podCountry: lane.pod.countryName[locale],
});
