import { SEARCH_STORAGE_KEY } from '@/lib/search/saved-search';
import { defaultMode } from '@/lib/search/variants';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CargoTotals } from '@/lib/domain/chargeable-weight';

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

const field = (value = ''): NumericField => ({ value, error: false });

export function emptyDimensionRow(): OrderDimensionItem {
  return {
    typeId: null,
    typeDescriptionTr: '',
    typeDescriptionEn: '',
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

interface SearchState extends SearchData {
  update: (changes: Partial<SearchData>) => void;
  updateRow: (index: number, changes: Partial<OrderDimensionItem>) => void;
  addRow: () => void;
  removeRow: (index: number) => void;
  /** Keeps what was searched last (totals and rows), as the results page shows it. */
  rememberSearch: (totals: Pick<CargoTotals, 'totalCbm' | 'totalWeightKg'>) => void;
  reset: () => void;
}

/** The search form's store, persisted in session storage so a search survives the sign-in popup and a reload. */
export const useSearch = create<SearchState>()(
  persist(
    (set) => ({
      ...initialSearchData,
      // Unchanged values leave the state as it is, so the form's subscribers don't render again for nothing.
      update: (changes) => set((state) => (Object.entries(changes).some(([key, value]) => !Object.is(state[key as keyof SearchData], value)) ? changes : state)),
      updateRow: (index, changes) =>
        set((state) => ({ orderDimensionList: state.orderDimensionList.map((row, at) => (at === index ? { ...row, ...changes } : row)) })),
      addRow: () => set((state) => ({ orderDimensionList: [...state.orderDimensionList, emptyDimensionRow()], openIndex: state.orderDimensionList.length })),
      removeRow: (index) => set((state) => ({ orderDimensionList: state.orderDimensionList.filter((_, at) => at !== index) })),
      rememberSearch: (totals) =>
        set((state) => ({
          totalCbm: totals.totalCbm,
          totalWeight: totals.totalWeightKg,
          lastSearch: { totalInfo: { totalCbm: totals.totalCbm, totalWeight: totals.totalWeightKg }, listInfo: state.orderDimensionList },
        })),
      reset: () => set(initialSearchData),
    }),
    {
      name: SEARCH_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      skipHydration: true,
      // Nothing stored (a first visit): the state stays the same object, so rehydrating re-renders nothing.
      merge: (persisted, current) => (persisted ? { ...current, ...(persisted as Partial<SearchState>) } : current),
    },
  ),
);
