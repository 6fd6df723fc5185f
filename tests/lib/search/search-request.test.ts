import { describe, expect, it } from 'vitest';
import { freightSearchRequest, type FreightSearchRequest } from '@/lib/schemas/freight';
import { fieldErrors } from '@/lib/schemas/errors';
import { decodeSearch, encodeSearch, placeInfoOf, searchDataOf, toFreightRequest } from '@/lib/search/search-request';
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

describe('the form of a search address (searchDataOf, the inverse of toFreightRequest)', () => {
  const places = (request: { origin: string; destination: string; mode: FreightSearchRequest['mode'] }) => ({
    origin: placeInfoOf(request.origin, `name of ${request.origin}`, request.mode),
    destination: placeInfoOf(request.destination, `name of ${request.destination}`, request.mode),
  });
  const names = { PALLET: { tr: 'Palet', en: 'Pallet' }, BOX: { tr: 'Koli', en: 'Box' } };
  const roundTrip = (body: FreightSearchRequest) => {
    const request = freightSearchRequest.parse(body);
    const data = { ...initialSearchData, ...searchDataOf(request, places(request), names) };
    return { request, again: freightSearchRequest.parse(toFreightRequest(data)), data };
  };

  it.each<[string, FreightSearchRequest]>([
    ['LCL with every option', {
      mode: 'SEA_LCL', origin: 'TR-34', destination: 'DEHAM', readyDate: '2099-01-15', incoterm: 'FOB', earlyTransport: true, earlyTransportCityId: 34, earlyTransportTownId: 12,
      departurePortService: false, arrivalPortService: true, lastTransport: false, isStackable: false, isDangerous: true, unNumber: 'UN1263', dangerousGoodsClass: '3',
      wantInsurance: true, productPrice: 1_234_550, productPriceCurrency: 'EUR', productCategoryId: 2, productTypeId: 5, hsCode: '940360', message: 'Fragile',
      orderDimensionList: [
        { packageType: 'PALLET', length: 120, width: 80, height: 100.5, dimensionUnit: 'cm', weight: 400, weightUnit: 'kg', count: 3 },
        { packageType: 'BOX', length: 24, width: 16, height: 12, dimensionUnit: 'in', weight: 30, weightUnit: 'lb', count: 10 },
      ],
    }],
    ['FCL', { mode: 'SEA_FCL', origin: 'TRMER', destination: 'USNYC', readyDate: '2099-02-01', containers: [{ type: '40HC', count: 2 }, { type: '20DC', count: 1 }], lastTransport: true, lastTransportCityId: 6 }],
    ['air to a province', { mode: 'AIR', origin: 'FRA', destination: 'TR-06', readyDate: '2099-03-01', orderDimensionList: [{ packageType: 'BOX', length: 60, width: 40, height: 40, dimensionUnit: 'cm', weight: 20, weightUnit: 'kg', count: 4 }] }],
    ['USA warehouse', { mode: 'SEA_LCL', origin: 'TRMER', destination: 'USNYC', readyDate: '2099-01-20', orderDimensionList: [{ packageType: 'PALLET', length: 120, width: 100, height: 150, dimensionUnit: 'cm', weight: 500, weightUnit: 'kg', count: 2 }], warehouse: { pallets: 2, storageMonths: 3, ordersPerMonth: 40 } }],
  ])('%s: every field comes back as it was searched', (_, body) => {
    const { request, again } = roundTrip(body);
    expect(again).toEqual(request);
  });

  it('shows names, not codes: the places by name, the package types in both languages', () => {
    const { data } = roundTrip({ mode: 'SEA_LCL', origin: 'TR-35', destination: 'NLRTM', readyDate: '2099-01-15', orderDimensionList: [{ packageType: 'BOX', length: 1, width: 1, height: 1, dimensionUnit: 'cm', weight: 1, weightUnit: 'kg', count: 1 }] });
    expect(data.originInfo).toEqual({ code: 'TR-35', name: 'name of TR-35', kind: 'province', countryCode: 'TR' });
    expect(data.destinationInfo).toMatchObject({ code: 'NLRTM', kind: 'port', countryCode: 'NL' });
    expect(data.orderDimensionList[0]).toMatchObject({ packageType: 'BOX', typeDescriptionTr: 'Koli', typeDescriptionEn: 'Box' });
  });
});
