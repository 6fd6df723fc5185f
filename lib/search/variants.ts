import { transportModes } from '../domain/freight-codes';
import type { ServiceKey } from '../routes';
import type { ModalType, SearchData } from '@/lib/search/search-data';

type VariantFlag = 'isWarehouse' | 'isEcommerce' | 'isMinivan' | 'isAirCargo' | 'isControlTower';

/**
 * What the search form is on each page: the modes it offers (the first is
 * preset on a service page), the flag it raises, and whether it asks for a quote instead of listing
 * instant offers (the control tower: operations design the service).
 */
export interface SearchVariant {
  modes: readonly ModalType[];
  flag?: VariantFlag;
  /** Asks for a quote instead of listing instant offers; the key of the form's explanation (search namespace). */
  requestOnly?: 'form.requestOnlyHint' | 'form.requestFormHint';
}

/** The service pages, the general search, and the account area's request form. */
export type SearchVariantKey = ServiceKey | 'general' | 'requestForm';

export const searchVariants: Record<SearchVariantKey, SearchVariant> = {
  general: { modes: transportModes },
  seaFreightLcl: { modes: ['SEA_LCL', 'SEA_FCL'] },
  seaFreightFcl: { modes: ['SEA_FCL', 'SEA_LCL'] },
  airCargo: { modes: ['AIR'], flag: 'isAirCargo' },
  warehouseServicesUsa: { modes: ['SEA_LCL', 'SEA_FCL', 'AIR'], flag: 'isWarehouse' },
  eCommerceLogistics: { modes: ['PARCEL'], flag: 'isEcommerce' },
  minivan: { modes: ['ROAD'], flag: 'isMinivan' },
  controlTower: { modes: transportModes, flag: 'isControlTower', requestOnly: 'form.requestOnlyHint' },
  requestForm: { modes: transportModes, requestOnly: 'form.requestFormHint' },
};

/** The mode a search starts in (the store's default). */
export const defaultMode: ModalType = 'SEA_LCL';

/**
 * Whether a variant's form starts as a search does by default (the mode, no flag raised): the form the server
 * renders from the store's defaults then already is this variant's.
 */
export function startsAsDefault(key: SearchVariantKey): boolean {
  const variant = searchVariants[key];
  return key === 'general' || (!variant.flag && variant.modes[0] === defaultMode);
}

/** The store's state for a variant: its flag raised, the others lowered, the mode kept when the variant offers it (else its first). */
export function variantState(key: SearchVariantKey, currentMode: ModalType, preset: boolean): Pick<SearchData, VariantFlag | 'modalTypeId'> {
  const variant = searchVariants[key];
  const flags = { isWarehouse: false, isEcommerce: false, isMinivan: false, isAirCargo: false, isControlTower: false };
  if (variant.flag) flags[variant.flag] = true;
  const modalTypeId = !preset && variant.modes.includes(currentMode) ? currentMode : (variant.modes[0] ?? currentMode);
  return { ...flags, modalTypeId };
}

/** The places a mode travels between: airports for air cargo and parcels, ports (and cities, by UN/LOCODE) otherwise. */
export const placeKindOf = (mode: ModalType): 'airport' | 'port' => (mode === 'AIR' || mode === 'PARCEL' ? 'airport' : 'port');
