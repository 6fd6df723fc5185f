import { istanbulDay } from '../../domain/business-date';
import type { SignedInUser } from '../../auth/claims';
import type { Database } from '../db/client';
import { locationNames } from '../freight/location-names';
import { requestViewer } from '../requests/request-scope';
import { bookingSailings } from './booking-sailings';
import { scheduleCarriers } from './upcoming-sailings';

/** What the account's ship program screen loads: the viewer's booking lanes with their next sailings, the carriers, today. */
export async function accountShipProgram(db: Database, user: SignedInUser, now = new Date()) {
  const viewer = await requestViewer(db, { ...user, via: 'cookie' });
  const [lanes, carriers] = await Promise.all([bookingSailings(db, viewer, now), scheduleCarriers(db, now)]);
  const names = lanes.length > 0 ? await locationNames(db, lanes.flatMap((lane) => [lane.pol, lane.pod])) : {};
  return {
    today: istanbulDay(now),
    carriers,
    lanes: lanes.map((lane) => ({ ...lane, polName: names[lane.pol] ?? lane.pol, podName: names[lane.pod] ?? lane.pod })),
  };
}
export type AccountShipProgram = Awaited<ReturnType<typeof accountShipProgram>>;
