import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';

/**
 * The language the caller acts in, as the request states it: the first language of Accept-Language (the browser's
 * API client sends the page's locale). Null when it names neither of ours: nothing is remembered then, and the
 * record's mails keep the language they had (else the profile's).
 */
export function actingLocale(req: Pick<IncomingMessage, 'headers'>): Locale | null {
  const first = String(req.headers['accept-language'] ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : first.startsWith('tr') ? 'tr' : null;
}

/** The language to remember on a record: the caller's, when the caller is its owner (who reads its mails); else none. */
export function localeToRemember(actorId: string, ownerId: string, locale: Locale | null | undefined): Locale | null {
  return locale && actorId === ownerId ? locale : null;
}

/** Remembers on a reservation the language its owner acts in now (a payment, a receipt): its later mails are written in it. */
export async function rememberReservationLocale(tx: Pick<Database, 'update'>, reservation: { id: number; userId: string }, actorId: string, locale: Locale | null | undefined): Promise<void> {
  const remembered = localeToRemember(actorId, reservation.userId, locale);
  if (remembered) await tx.update(reservations).set({ locale: remembered }).where(eq(reservations.id, reservation.id));
}
