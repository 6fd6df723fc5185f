import type { FreightSearchAnswer, Offer, ValidFreightSearchRequest } from '../../schemas/freight';
import type { Database } from '../db/client';
import { searchOffers } from './search-offers';

export interface PricedOffer {
  offer: Offer;
  fx: FreightSearchAnswer['fx'];
}

/**
 * One offer of a search, priced again on the server from the tariffs (never taken from the client):
 * what a request and a quote PDF are built from. Null when the tariff no longer gives an offer for
 * this search (expired, withdrawn, or the cargo no longer fits it).
 */
export async function findOffer(db: Database, search: ValidFreightSearchRequest, tariffId: string, now = new Date()): Promise<PricedOffer | null> {
  const answer = await searchOffers(db, search, now);
  const offer = answer.offers.find((candidate) => candidate.tariffId === tariffId);
  return offer ? { offer, fx: answer.fx } : null;
}
