import type { FreightSearchRequest, ValidFreightSearchRequest } from '../schemas/freight';
import { emptyDimensionRow, initialSearchData, type PlaceInfo, type SearchData } from '@/lib/search/search-data';
import { placeKindOf } from './variants';

const numberOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));
const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The API request for the form's state: raw measures only; the server prices everything. */
export function toFreightRequest(data: SearchData): FreightSearchRequest {
  const price = numberOrNaN(data.productPrice);
  return {
    mode: data.modalTypeId,
    origin: data.originInfo?.code ?? '',
    destination: data.destinationInfo?.code ?? '',
    readyDate: data.date,
    incoterm: optional(data.incotermId) as FreightSearchRequest['incoterm'],
    earlyTransport: data.earlyTransport,
    earlyTransportCityId: data.earlyTransport ? (data.earlyTransportCityId ?? undefined) : undefined,
    earlyTransportTownId: data.earlyTransport ? (data.earlyTransportTownId ?? undefined) : undefined,
    lastTransport: data.lastTransport,
    lastTransportCityId: data.lastTransport ? (data.lastTransportCityId ?? undefined) : undefined,
    lastTransportTownId: data.lastTransport ? (data.lastTransportTownId ?? undefined) : undefined,
    departurePortService: data.departurePortService,
    arrivalPortService: data.arrivalPortService,
    orderDimensionList:
      data.modalTypeId === 'SEA_FCL'
        ? []
        : data.orderDimensionList.map((row) => ({
            packageType: row.packageType,
            length: numberOrNaN(row.size.value),
            width: numberOrNaN(row.width.value),
            height: numberOrNaN(row.height.value),
            dimensionUnit: row.dimensionType,
            weight: numberOrNaN(row.weight.value),
            weightUnit: row.weightType,
            count: numberOrNaN(row.count.value),
          })),
    containers: data.modalTypeId === 'SEA_FCL' ? data.containers.map((container) => ({ type: container.type, count: numberOrNaN(container.count) })) : [],
    isStackable: data.isStackable,
    isDangerous: data.isDangerous,
    unNumber: data.isDangerous ? optional(data.unNumber) : undefined,
    dangerousGoodsClass: data.isDangerous ? (optional(data.dangerousGoodsClass) as FreightSearchRequest['dangerousGoodsClass']) : undefined,
    wantInsurance: data.wantInsurance,
    productPrice: Number.isFinite(price) ? Math.round(price * 100) : undefined,
    productPriceCurrency: data.productPriceCurrency,
    productCategoryId: data.productCategoryId ?? undefined,
    productTypeId: data.productTypeId ?? undefined,
    hsCode: optional(data.hsCode),
    message: optional(data.message),
    warehouse: data.isWarehouse
      ? { pallets: numberOrNaN(data.warehousePallets), storageMonths: numberOrNaN(data.warehouseMonths), ordersPerMonth: numberOrNaN(data.warehouseOrders) }
      : undefined,
  };
}

/** A search as a shareable query string value (and back); anything unreadable is null. */
export function encodeSearch(request: FreightSearchRequest): string {
  return JSON.stringify(request);
}

export function decodeSearch(value: unknown): unknown {
  if (typeof value !== 'string' || value.length > 20_000) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/** A place of a search by its code and name: a province (TR-35), else the mode's kind of gateway; the country a UN/LOCODE names. */
export function placeInfoOf(code: string, name: string, mode: FreightSearchRequest['mode']): PlaceInfo {
  if (code.startsWith('TR-')) return { code, name, kind: 'province', countryCode: 'TR' };
  return { code, name, kind: placeKindOf(mode), countryCode: code.length === 5 ? code.slice(0, 2) : '' };
}

/** The names of the package types a search's rows name, in both languages (PALLET → Palet / Pallet). */
export type PackageTypeNames = Readonly<Record<string, { tr: string; en: string }>>;

const typed = (value: number | undefined) => ({ value: value === undefined ? '' : String(value), error: false });

/**
 * The form's fields for a search (the inverse of toFreightRequest): how a search address fills the form. The places
 * come with their names (resolved by the server); a row's package type with its names, so the form shows names.
 */
export function searchDataOf(request: ValidFreightSearchRequest, places: { origin: PlaceInfo | null; destination: PlaceInfo | null }, packageNames: PackageTypeNames): Partial<SearchData> {
  return {
    modalTypeId: request.mode,
    originInfo: places.origin,
    destinationInfo: places.destination,
    date: request.readyDate,
    incotermId: request.incoterm ?? '',
    earlyTransport: request.earlyTransport,
    earlyTransportCityId: request.earlyTransportCityId ?? null,
    earlyTransportTownId: request.earlyTransportTownId ?? null,
    lastTransport: request.lastTransport,
    lastTransportCityId: request.lastTransportCityId ?? null,
    lastTransportTownId: request.lastTransportTownId ?? null,
    departurePortService: request.departurePortService,
    arrivalPortService: request.arrivalPortService,
    orderDimensionList:
      request.orderDimensionList.length > 0
        ? request.orderDimensionList.map((row) => ({
            ...emptyDimensionRow(),
            packageType: row.packageType,
            typeDescriptionTr: packageNames[row.packageType]?.tr ?? row.packageType,
            typeDescriptionEn: packageNames[row.packageType]?.en ?? row.packageType,
            size: typed(row.length),
            width: typed(row.width),
            height: typed(row.height),
            dimensionType: row.dimensionUnit,
            weight: typed(row.weight),
            weightType: row.weightUnit,
            count: typed(row.count),
          }))
        : [emptyDimensionRow()],
    containers: request.containers.length > 0 ? request.containers.map((container) => ({ type: container.type, count: String(container.count) })) : initialSearchData.containers,
    isStackable: request.isStackable,
    isDangerous: request.isDangerous,
    unNumber: request.unNumber ?? '',
    dangerousGoodsClass: request.dangerousGoodsClass ?? '',
    wantInsurance: request.wantInsurance,
    productPrice: request.productPrice === undefined ? '' : String(request.productPrice / 100),
    productPriceCurrency: request.productPriceCurrency,
    productCategoryId: request.productCategoryId ?? null,
    productTypeId: request.productTypeId ?? null,
    hsCode: request.hsCode ?? '',
    message: request.message ?? '',
    isWarehouse: Boolean(request.warehouse),
    warehousePallets: request.warehouse ? String(request.warehouse.pallets) : initialSearchData.warehousePallets,
    warehouseMonths: request.warehouse ? String(request.warehouse.storageMonths) : initialSearchData.warehouseMonths,
    warehouseOrders: request.warehouse ? String(request.warehouse.ordersPerMonth) : initialSearchData.warehouseOrders,
  };
}
