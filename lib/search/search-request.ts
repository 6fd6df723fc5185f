import type { FreightSearchRequest } from '../schemas/freight';
import type { SearchData } from '@/lib/search/search-data';

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
