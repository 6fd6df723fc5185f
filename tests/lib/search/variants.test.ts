import { describe, expect, it } from 'vitest';
import { serviceKeys } from '@/lib/routes';
import { defaultMode, placeKindOf, searchVariants, startsAsDefault, variantState } from '@/lib/search/variants';
import { useSearch } from '@/store/search';

describe('the search form variants', () => {
  it('has one for every service page and the general form', () => {
    expect(Object.keys(searchVariants).sort()).toEqual([...serviceKeys, 'general', 'requestForm'].sort());
  });

  it('presets a service page’s first mode and raises only its flag', () => {
    expect(variantState('minivan', 'SEA_LCL', true)).toEqual({ modalTypeId: 'ROAD', isMinivan: true, isWarehouse: false, isEcommerce: false, isAirCargo: false, isControlTower: false });
    expect(variantState('eCommerceLogistics', 'AIR', true)).toMatchObject({ modalTypeId: 'PARCEL', isEcommerce: true, isMinivan: false });
    expect(variantState('warehouseServicesUsa', 'AIR', true)).toMatchObject({ modalTypeId: 'SEA_LCL', isWarehouse: true });
  });

  it('keeps the chosen mode on the general form and lowers every flag', () => {
    expect(variantState('general', 'ROAD', false)).toEqual({ modalTypeId: 'ROAD', isMinivan: false, isWarehouse: false, isEcommerce: false, isAirCargo: false, isControlTower: false });
  });

  it('asks for a quote instead of instant offers only on the control tower and the request form', () => {
    expect(Object.entries(searchVariants).filter(([, variant]) => variant.requestOnly).map(([key]) => key)).toEqual(['controlTower', 'requestForm']);
  });

  it('travels between airports for air cargo and parcels, ports and cities otherwise', () => {
    expect(placeKindOf('AIR')).toBe('airport');
    expect(placeKindOf('PARCEL')).toBe('airport');
    expect(placeKindOf('ROAD')).toBe('port');
    expect(placeKindOf('SEA_FCL')).toBe('port');
  });

  it('knows the forms that start as a default search does, whose server markup needs no change in the browser', () => {
    expect(useSearch.getInitialState().modalTypeId).toBe(defaultMode);
    const startsAsServed = (key: keyof typeof searchVariants) => {
      const initial = useSearch.getInitialState();
      const state = variantState(key, initial.modalTypeId, key !== 'general');
      return Object.entries(state).every(([field, value]) => initial[field as keyof typeof initial] === value);
    };
    for (const key of Object.keys(searchVariants) as (keyof typeof searchVariants)[]) expect(startsAsDefault(key), key).toBe(startsAsServed(key));
    expect(startsAsDefault('general')).toBe(true);
    expect(startsAsDefault('seaFreightLcl')).toBe(true);
    expect(startsAsDefault('seaFreightFcl')).toBe(false);
    expect(startsAsDefault('minivan')).toBe(false);
  });
});
