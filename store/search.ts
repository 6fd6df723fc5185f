import { SEARCH_STORAGE_KEY } from '@/lib/search/saved-search';
import { emptyDimensionRow, initialSearchData, type OrderDimensionItem, type SearchData } from '@/lib/search/search-data';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CargoTotals } from '@/lib/domain/chargeable-weight';

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
