import { describe, expect, it } from 'vitest';
import { freightSearchRequest } from '@/lib/schemas/freight';
import { fieldErrors } from '@/lib/schemas/errors';
import { decodeSearch, encodeSearch, toFreightRequest } from '@/lib/search/search-request';
import { emptyDimensionRow, initialSearchData, type SearchData } from '@/lib/search/search-data';

const filled: SearchData = {
  ...initialSearchData,
  date: '2099-01-15',
  originInfo: { code: 'TRMER', name: 'Mersin', kind: 'port', countryCode: 'TR' },
  destinationInfo: { code: 'USNYC', name: 'New York', kind: 'port', countryCode: 'US' },
  orderDimensionList: [{ ...emptyDimensionRow(), size: { value: '120', error: false }, width: { value: '80', error: false }, height: { value: '100', error: false }, weight: { value: '150,5', error: false }, count: { value: '2', error: false } }],
};

describe('the freight request of the search form', () => {
  it('carries the raw measures and passes the shared schema', () => {
    const request = toFreightRequest(filled);
    expect(request.orderDimensionList?.[0]).toMatchObject({ length: 120, width: 80, height: 100, weight: 150.5, count: 2, dimensionUnit: 'cm', weightUnit: 'kg' });
    expect(freightSearchRequest.safeParse(request).success).toBe(true);
  });

  it('flags empty fields and the same origin and destination with field codes', () => {
    const request = toFreightRequest({ ...filled, destinationInfo: filled.originInfo, orderDimensionList: [emptyDimensionRow()] });
    const result = freightSearchRequest.safeParse(request);
    expect(result.success).toBe(false);
    const errors = result.success ? [] : fieldErrors(result.error, request);
    expect(errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'destination', code: 'freight.destination.sameAsOrigin' }), expect.objectContaining({ field: 'orderDimensionList.0.length' })]));
  });

  it('sends containers for FCL and no dimension rows', () => {
    const request = toFreightRequest({ ...filled, modalTypeId: 'SEA_FCL', containers: [{ type: '40HC', count: '2' }] });
    expect(request.orderDimensionList).toEqual([]);
    expect(request.containers).toEqual([{ type: '40HC', count: 2 }]);
  });

  it('sends the warehouse services only on the warehouse page, with field codes for bad numbers', () => {
    expect(toFreightRequest(filled).warehouse).toBeUndefined();
    const request = toFreightRequest({ ...filled, isWarehouse: true, warehousePallets: '4', warehouseMonths: '3', warehouseOrders: '120' });
    expect(request.warehouse).toEqual({ pallets: 4, storageMonths: 3, ordersPerMonth: 120 });
    expect(freightSearchRequest.safeParse(request).success).toBe(true);
    const empty = toFreightRequest({ ...filled, isWarehouse: true, warehousePallets: '' });
    const result = freightSearchRequest.safeParse(empty, { reportInput: true } as never);
    expect(result.success ? [] : fieldErrors(result.error, empty).map((error) => error.field)).toContain('warehouse.pallets');
  });

  it('round-trips through the query string and refuses garbage', () => {
    const request = toFreightRequest(filled);
    expect(decodeSearch(encodeSearch(request))).toEqual(JSON.parse(JSON.stringify(request)));
    expect(decodeSearch('{nope')).toBeNull();
    expect(decodeSearch(undefined)).toBeNull();
  });
});
