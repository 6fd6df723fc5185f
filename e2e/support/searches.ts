import { istanbulToday } from '../../lib/domain/business-date';
import type { FreightSearchRequest } from '../../lib/schemas/freight';
import { encodeSearch } from '../../lib/search/search-request';

/** The specs' usual search: two pallets by sea (LCL) from Mersin to New York, ready `readyInDays` days from today in Istanbul. */
export const twoPalletsToNewYork = (readyInDays = 7): FreightSearchRequest => ({
  mode: 'SEA_LCL',
  origin: 'TRMER',
  destination: 'USNYC',
  readyDate: istanbulToday(readyInDays),
  orderDimensionList: [{ packageType: 'PALLET', length: 120, width: 80, height: 100, dimensionUnit: 'cm', weight: 300, weightUnit: 'kg', count: 2 }],
});

/** That search as the results page's `q`: its address is the search. */
export const twoPalletsQuery = (readyInDays = 7) => encodeSearch(twoPalletsToNewYork(readyInDays));
