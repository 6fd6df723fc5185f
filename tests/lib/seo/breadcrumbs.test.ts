import { describe, expect, it } from 'vitest';
import { breadcrumbSteps, stripLocalePrefix } from '@/lib/seo/breadcrumbs';
import type { RouteKey } from '@/lib/routes';

const label = (key: RouteKey) => `nav:${key}`;

describe('stripLocalePrefix', () => {
  it.each([
    ['/en', 'en', '/'],
    ['/en/blogs/x', 'en', '/blogs/x'],
    ['/english', 'en', '/english'],
    ['/bloglar', 'tr', '/bloglar'],
  ] as const)('%s (%s) → %s', (path, locale, expected) => expect(stripLocalePrefix(path, locale)).toBe(expected));
});

describe('breadcrumbSteps', () => {
  it('is home alone on home', () => {
    expect(breadcrumbSteps({ path: '/', locale: 'en', label, title: 'Home page' })).toEqual([{ name: 'nav:home', path: '/en' }]);
  });

  it('follows the navigation parents: a service sits under the services, in the page language', () => {
    expect(breadcrumbSteps({ path: '/lojistik/hava-kargo', locale: 'tr', label, title: 'x' })).toEqual([
      { name: 'nav:home', path: '/' },
      { name: 'nav:services', path: '/hizmetlerimiz' },
      { name: 'nav:airCargo', path: '/lojistik/hava-kargo' },
    ]);
  });

  it('puts a fixed lane under the routes', () => {
    const steps = breadcrumbSteps({ path: '/routes/turkey-india-logistics', locale: 'en', label, title: 'x' });
    expect(steps.map((step) => step.path)).toEqual(['/en', '/en/routes', '/en/routes/turkey-india-logistics']);
    expect(steps.at(-1)!.name).toBe('nav:turkeyIndia');
  });

  it('ends a page below its route key with its title when it passes no trail', () => {
    const steps = breadcrumbSteps({ path: '/bloglar/gumruk-rehberi', locale: 'tr', label, title: 'Gümrük rehberi' });
    expect(steps).toEqual([
      { name: 'nav:home', path: '/' },
      { name: 'nav:blogs', path: '/bloglar' },
      { name: 'Gümrük rehberi', path: '/bloglar/gumruk-rehberi' },
    ]);
  });

  it('appends the steps a page passes, the last without a path being the page itself', () => {
    const steps = breadcrumbSteps({
      path: '/blogs/customs-guide',
      locale: 'en',
      label,
      title: 'ignored',
      trail: [{ name: 'Customs', path: '/blogs/category/customs' }, { name: 'Customs guide' }],
    });
    expect(steps.slice(2)).toEqual([
      { name: 'Customs', path: '/en/blogs/category/customs' },
      { name: 'Customs guide', path: '/en/blogs/customs-guide' },
    ]);
  });

  it('says nothing for a path outside the route table', () => {
    expect(breadcrumbSteps({ path: '/no-such-page', locale: 'tr', label, title: 'x' })).toEqual([]);
  });
});
