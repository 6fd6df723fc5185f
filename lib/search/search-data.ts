import { defaultMode } from './variants';

/** The freight search form's data: its fields, a cargo row, and the state a new search starts from. */

/** A numeric field of a dimension row: what was typed, and whether it is wrong. */
export interface NumericField {
  value: string;
  error: boolean;
}

/** An order dimension item: one package row of the cargo list (type, measures with their units, count). */
export interface OrderDimensionItem {
  typeId: number | null;
  typeDescriptionTr: string;
  typeDescriptionEn: string;
  typeIntegrationId: string;
  width: NumericField;
  size: NumericField;
  height: NumericField;
  dimensionType: 'cm' | 'in';
  weight: NumericField;
  weightType: 'kg' | 'lb';
  count: NumericField;
  packageType: string;
  isOpen: boolean;
}

export type ModalType = 'SEA_LCL' | 'SEA_FCL' | 'AIR' | 'ROAD' | 'PARCEL';

export interface PlaceInfo {
  code: string;
  name: string;
  kind: 'port' | 'airport' | 'province';
  countryCode: string;
}

/** The search data: the freight search form's state, kept for the session. */
export interface SearchData {
  date: string;
  /** A port, an airport, or a province of Türkiye (code TR-35: trucked to or from the nearest gateways). */
  originInfo: PlaceInfo | null;
  originSearchText: string;
  originLocationId: string;
  originError: boolean;
  destinationInfo: PlaceInfo | null;
  destinationSearchText: string;
  destinationLocationId: string;
  destinationError: boolean;
  earlyTransport: boolean;
  earlyTransportCityId: number | null;
  earlyTransportTownId: number | null;
  abroadPostCode: string;
  lastTransportCityId: number | null;
  lastTransportTownId: number | null;
  lastTransport: boolean;
  departurePortService: boolean;
  arrivalPortService: boolean;
  totalWeight: number;
  totalCbm: number;
  navlun: boolean;
  packingTypeId: number | null;
  deliveryTime: string;
  productCategoryId: number | null;
  productTypeId: number | null;
  productPrice: string;
  productPriceCurrency: 'TRY' | 'USD' | 'EUR';
  isDangerous: boolean;
  unNumber: string;
  dangerousGoodsClass: string;
  isStackable: boolean;
  wantInsurance: boolean;
  files: { name: string; size: number; type: string }[];
  message: string;
  term: string;
  modalTypeId: ModalType;
  orderDimensionList: OrderDimensionItem[];
  containers: { type: '20DC' | '40DC' | '40HC' | '20RF' | '40RF'; count: string }[];
  selectedTransport: string;
  incotermId: string;
  originToDestination: boolean;
  hsCode: string;
  /** Warehouse services (the USA warehouse page): pallets stored, months, orders shipped a month. */
  warehousePallets: string;
  warehouseMonths: string;
  warehouseOrders: string;
  /** Which service page's variant the form shows. */
  isWarehouse: boolean;
  isEcommerce: boolean;
  isMinivan: boolean;
  isAirCargo: boolean;
  isControlTower: boolean;
  title: string;
  openIndex: number;
  lastSearch: { totalInfo: { totalCbm: number; totalWeight: number }; listInfo: OrderDimensionItem[] } | null;
}

/** The search of a page's address (`?q=`) as the form's fields: what the form shows before anything else. */
export type SearchSeed = Partial<SearchData>;

const field = (value = ''): NumericField => ({ value, error: false });

export function emptyDimensionRow(): OrderDimensionItem {
  return {
    typeId: null,
    typeDescriptionTr: 'Palet',
    typeDescriptionEn: 'Pallet',
    typeIntegrationId: '',
    width: field(),
    size: field(),
    height: field(),
    dimensionType: 'cm',
    weight: field(),
    weightType: 'kg',
    count: field('1'),
    packageType: 'PALLET',
    isOpen: true,
  };
}

export const initialSearchData: SearchData = {
  date: '',
  originInfo: null,
  originSearchText: '',
  originLocationId: '',
  originError: false,
  destinationInfo: null,
  destinationSearchText: '',
  destinationLocationId: '',
  destinationError: false,
  earlyTransport: false,
  earlyTransportCityId: null,
  earlyTransportTownId: null,
  abroadPostCode: '',
  lastTransportCityId: null,
  lastTransportTownId: null,
  lastTransport: false,
  departurePortService: true,
  arrivalPortService: false,
  totalWeight: 0,
  totalCbm: 0,
  navlun: true,
  packingTypeId: null,
  deliveryTime: '',
  productCategoryId: null,
  productTypeId: null,
  productPrice: '',
  productPriceCurrency: 'USD',
  isDangerous: false,
  unNumber: '',
  dangerousGoodsClass: '',
  isStackable: true,
  wantInsurance: false,
  files: [],
  message: '',
  term: '',
  modalTypeId: defaultMode,
  orderDimensionList: [emptyDimensionRow()],
  containers: [{ type: '40HC', count: '1' }],
  selectedTransport: '',
  incotermId: '',
  originToDestination: true,
  hsCode: '',
  warehousePallets: '',
  warehouseMonths: '1',
  warehouseOrders: '0',
  isWarehouse: false,
  isEcommerce: false,
  isMinivan: false,
  isAirCargo: false,
  isControlTower: false,
  title: '',
  openIndex: 0,
  lastSearch: null,
};
