import { describe, expect, it } from 'vitest';
import { pageTextOf, takeCustomsNotes } from '@/lib/server/lanes/lane-page-props';

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

  it('takes the country notes out of the namespace, interpolated, and leaves only the disclaimer in it', () => {
    const i18n = props();
    expect(takeCustomsNotes(i18n, 'en', 'general', 'Brazil')).toEqual(['Classify for Brazil.', 'Check Brazil and Brazil.']);
    const lanes = (i18n._nextI18Next!.initialI18nStore as Record<string, Record<string, Record<string, unknown>>>).en!.lanes!;
    expect(lanes.customs).toEqual({ disclaimer: 'Ask your broker.' });
    expect(lanes.modes).toEqual({ AIR: 'Air cargo' });
    expect(takeCustomsNotes(props(), 'en', null, '')).toEqual([]);
  });
});
