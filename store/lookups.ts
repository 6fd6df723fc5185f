import { create } from 'zustand';
import { SERVICE_KEY_HEADER } from '@/lib/api/endpoint';
import { publicServiceKey } from '@/lib/api/service-key';
import { api } from '@/lib/client/api';
import { laneKeys, publicRoutes, serviceKeys, type LaneKey, type RouteKey, type ServiceKey } from '@/lib/routes';
import type { Language } from '@/lib/schemas/language';
import type { Location, Lookups, Town } from '@/lib/schemas/lookup';

/** The language list request made once at start: page 1, 10 per page, by Id descending. */
export const initialLanguageRequest = { pageNumber: 1, pageSize: 10, sortColumn: 'Id', sortDescending: true } as const;

type Province = Lookups['cityList'][number];

/** The global lookups, held for the whole session. */
export interface LookupsState extends Omit<Lookups, 'cityList'> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  cityList: Province[];
  /** Provinces for address forms: the same list as cityList. */
  addressCities: Province[];
  /** World cities that have a port or an airport (derived from locations). */
  cities: { name: string; countryCode: string }[];
  /** Districts of the last province asked for; all loaded ones stay in townsByCity. */
  townList: Town[];
  townsByCity: Record<number, Town[]>;
  languages: Language[];
  services: readonly ServiceKey[];
  routes: readonly LaneKey[];
  staticPages: readonly RouteKey[];
  dynamicBlogs: { slug: string; title: string }[];
  dictionaryWords: { slug: string; term: string }[];
  selectedComponents: string[];
  /** Sign-up data handed over by a third-party identity (name, email) before registration completes. */
  thirdPartySignUp: { firstName?: string; lastName?: string; email?: string } | null;
  desi: number;
  airWeight: number;
  weight: number;
  volume: number;
  lclFilterType: number;
  transportTypeId: number | null;
  transportTypeContainerId: number | null;
  trackingModalOpen: boolean;
  loading: boolean;
  modalMessage: string;
  load: () => Promise<void>;
  loadTowns: (cityId: number) => Promise<Town[]>;
  setTrackingModalOpen: (open: boolean) => void;
  setLoading: (loading: boolean, modalMessage?: string) => void;
  setMeasures: (measures: Partial<Pick<LookupsState, 'desi' | 'airWeight' | 'weight' | 'volume'>>) => void;
  setSelection: (selection: Partial<Pick<LookupsState, 'lclFilterType' | 'transportTypeId' | 'transportTypeContainerId'>>) => void;
  setContent: (content: Partial<Pick<LookupsState, 'dynamicBlogs' | 'dictionaryWords' | 'selectedComponents' | 'thirdPartySignUp'>>) => void;
}

const emptyLookups: Omit<Lookups, 'cityList'> = {
  countries: [],
  locations: [],
  companyTypes: [],
  companyScopes: [],
  loadTypeOfYears: [],
  transportTypes: [],
  documentTypes: [],
  categories: [],
  secondCategories: [],
  packageTypes: [],
  containerTypes: [],
  incoterms: [],
  currencies: [],
};

export function citiesOf(locations: readonly Location[]): LookupsState['cities'] {
  return [...new Map(locations.map((l) => [`${l.countryCode}:${l.city}`, { name: l.city, countryCode: l.countryCode }])).values()];
}

async function fetchLanguages(): Promise<Language[]> {
  const page = await api.post('Language/GetList', initialLanguageRequest, { headers: { [SERVICE_KEY_HEADER]: publicServiceKey() } });
  return page.items;
}

/** The district lists on their way, by province: asking again while one is loading waits for the same answer. */
const pendingTowns = new Map<number, Promise<Town[]>>();
/** The province whose districts were asked for last (townList's province). */
let lastTownsAsked: number | null = null;

export const useLookups = create<LookupsState>()((set, get) => ({
  ...emptyLookups,
  status: 'idle',
  cityList: [],
  addressCities: [],
  cities: [],
  townList: [],
  townsByCity: {},
  languages: [],
  services: serviceKeys,
  routes: laneKeys,
  staticPages: Object.keys(publicRoutes) as RouteKey[],
  dynamicBlogs: [],
  dictionaryWords: [],
  selectedComponents: [],
  thirdPartySignUp: null,
  desi: 0,
  airWeight: 0,
  weight: 0,
  volume: 0,
  lclFilterType: 1,
  transportTypeId: null,
  transportTypeContainerId: null,
  trackingModalOpen: false,
  loading: false,
  modalMessage: '',

  /** Loads the lookups once per session; the language list only when no languages are loaded yet. */
  load: async () => {
    if (get().status === 'loading' || get().status === 'ready') return;
    set({ status: 'loading' });
    try {
      const [lookups, languages] = await Promise.all([api.get('Lookup/GetAll'), get().languages.length === 0 ? fetchLanguages() : Promise.resolve(get().languages)]);
      const { cityList, ...rest } = lookups;
      set({ ...rest, cityList, addressCities: cityList, cities: citiesOf(rest.locations), languages, status: 'ready' });
    } catch {
      set({ status: 'error' });
    }
  },

  loadTowns: async (cityId) => {
    lastTownsAsked = cityId;
    const cached = get().townsByCity[cityId];
    if (cached) {
      set({ townList: cached });
      return cached;
    }
    let pending = pendingTowns.get(cityId);
    if (!pending) {
      pending = api
        .get('Lookup/GetTowns', { cityId })
        .then((towns) => {
          set((state) => ({ townsByCity: { ...state.townsByCity, [cityId]: towns } }));
          return towns;
        })
        .finally(() => pendingTowns.delete(cityId));
      pendingTowns.set(cityId, pending);
    }
    const towns = await pending;
    // Another province was asked for while these were on their way: its districts are the list, not these.
    if (lastTownsAsked === cityId) set({ townList: towns });
    return towns;
  },

  setTrackingModalOpen: (trackingModalOpen) => set({ trackingModalOpen }),
  setLoading: (loading, modalMessage = '') => set({ loading, modalMessage }),
  setMeasures: (measures) => set(measures),
  setSelection: (selection) => set(selection),
  setContent: (content) => set(content),
}));
