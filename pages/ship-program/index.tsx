import type { GetStaticProps } from 'next';
import { istanbulDay } from '@/lib/domain/business-date';
import { ShipProgramView, type ShipProgramProps } from '@/components/schedule/ShipProgramView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { getDb } from '@/lib/server/db/client';
import { popularLanes } from '@/lib/server/voyages/busiest-lanes';
import { scheduleCarriers, upcomingSailings } from '@/lib/server/voyages/upcoming-sailings';

/** /ship-program ↔ /gemi-programi: static (rebuilt hourly) with the next sailings; searches run in the browser. */
export default function ShipProgramPage(props: ShipProgramProps) {
  return <ShipProgramView {...props} />;
}

export const getStaticProps: GetStaticProps<ShipProgramProps> = async (context) => {
  const db = await getDb();
  const now = new Date();
  const [initial, carriers, lanes, i18n] = await Promise.all([
    upcomingSailings(db, 20, now),
    scheduleCarriers(db, now),
    popularLanes(db, 12, now),
    translations(localeOf(context), ['pages', 'schedule'], ['shipProgram']),
  ]);
  return { props: { today: istanbulDay(now), carriers, initial, lanes, ...i18n }, revalidate: 3600 };
};
