import { describe, expect, it } from 'vitest';
import { customsNotes, laneTextParts, pageTextOf } from '@/lib/server/lanes/lane-page-props';
import { pickTexts } from '@/lib/translation-parts';
import enLanes from '@/public/locales/en/lanes.json';

const props = () =>
  ({
    _nextI18Next: {
      initialI18nStore: {
        en: {
          pages: { turkeyChile: { title: 'T', description: 'D', heading: 'H', lead: 'L', body: ['b1'], points: ['p1'] } },
          lanes: { modes: { AIR: 'Air cargo' }, customs: { disclaimer: 'Ask your broker.', general: ['Classify for {{country}}.', 'Check {{country}} and {{country}}.'], US: ['ISF.'] } },
        },
      },
      initialLocale: 'en',
      ns: ['pages', 'lanes'],
      userConfig: null,
    },
  }) as unknown as Parameters<typeof pageTextOf>[0];

describe('lane page props', () => {
  it('hands a page its own texts, with empty defaults for a missing key', () => {
    expect(pageTextOf(props(), 'en', 'turkeyChile')).toEqual({ title: 'T', description: 'D', heading: 'H', lead: 'L', body: ['b1'], points: ['p1'] });
    expect(pageTextOf(props(), 'en', 'nothing')).toEqual({ title: '', description: '', heading: '', lead: '', body: [], points: [] });
  });

  it('hands a page its country notes, interpolated, the same on every call (the namespace is shared by every render)', () => {
    const first = customsNotes('en', 'US', 'the United States');
    expect(first.length).toBeGreaterThan(0);
    expect(first.join(' ')).not.toContain('{{country}}');
    expect(customsNotes('en', 'US', 'the United States')).toEqual(first);
    expect(customsNotes('tr', 'general', 'Brezilya').some((note) => note.includes('Brezilya'))).toBe(true);
    expect(customsNotes('en', 'nothing', '')).toEqual([]);
  });

  it('ships the lanes namespace without any country notes but with the disclaimer', () => {
    const shipped = pickTexts(enLanes, laneTextParts.lanes) as typeof enLanes;
    expect(shipped.customs).toEqual({ disclaimer: enLanes.customs.disclaimer });
    expect(shipped.modes).toEqual(enLanes.modes);
    expect(Object.keys(shipped).sort()).toEqual(Object.keys(enLanes).sort());
  });
});
