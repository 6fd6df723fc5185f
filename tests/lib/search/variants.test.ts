import { describe, expect, it } from 'vitest';
import { serviceKeys } from '@/lib/routes';
import { placeKindOf, searchVariants, variantState } from '@/lib/search/variants';

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
});
