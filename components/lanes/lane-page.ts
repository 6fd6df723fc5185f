import { useTranslation } from 'next-i18next/pages';
import type { PageText } from '@/lib/content/page-text';
import { useLocale } from '@/lib/i18n';
import { countryName } from '@/lib/lanes/format';
import type { LanePageData } from '@/lib/server/lanes/load-lane-page';
import type { ModalType, PlaceInfo } from '@/lib/search/search-data';

/**
 * What the lane page's parts (components/lanes/LanePage.tsx and its islands) take from the page's data, without
 * MUI: the page's texts, and where its pre-filled search starts.
 */

/** Türkiye's name is the same in both languages (the country's own spelling, used in English since 2022). */
export const TURKIYE_NAME = 'Türkiye';

/**
 * The lane's country in the page's language and the texts of the lane page: a fixed lane's own page texts (from
 * the page's props), or the generated ones for the country.
 */
export function useLaneText(data: LanePageData, fixed: PageText | null): { country: string; text: PageText } {
  const { t } = useTranslation('lanes');
  const country = countryName(data.country, useLocale());
  if (fixed) return { country, text: fixed };
  const key = `generated.${data.lane.direction}`;
  return { country, text: { title: t(`${key}.title`, { country }), description: t(`${key}.description`, { country }), heading: t(`${key}.heading`, { country }), lead: t(`${key}.lead`, { country }), body: [], points: [] } };
}

/** Where a pre-filled search of each mode starts: the mode's most used gateway on each side. */
export type LaneSearchPresets = Partial<Record<ModalType, { origin: PlaceInfo; destination: PlaceInfo }>>;

/** The presets of the lane's modes whose main gateways are known places. */
export function laneSearchPresets(data: LanePageData): LaneSearchPresets {
  const presets: LaneSearchPresets = {};
  for (const mode of data.summary.modes) {
    const origin = data.places[data.lane.direction === 'export' ? mode.mainGateways.turkish : mode.mainGateways.foreign];
    const destination = data.places[data.lane.direction === 'export' ? mode.mainGateways.foreign : mode.mainGateways.turkish];
    if (origin && destination) presets[mode.mode as ModalType] = { origin, destination };
  }
  return presets;
}

/** The search the lane page's form starts with: the first mode on sale and its preset, or null (a default search). */
export function laneStartSearch(data: LanePageData): { mode: ModalType; origin: PlaceInfo; destination: PlaceInfo } | null {
  const mode = data.summary.modes[0]?.mode as ModalType | undefined;
  const preset = mode ? laneSearchPresets(data)[mode] : undefined;
  return mode && preset ? { mode, ...preset } : null;
}
