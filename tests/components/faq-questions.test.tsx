// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FaqQuestions } from '@/components/content/faq/FaqQuestions';
import type { FaqGroup } from '@/lib/content/faq-search';
import { theme } from '@/styles/theme';
import { InPage } from '../islands/island-kit';
import { siteTranslations } from '../support/render-translated';

/**
 * /faq#slug: the questions take the place of the server's markup when their island comes alive (at once for an
 * address with a #fragment), and the question the address names is no longer :target then. Their first render must
 * already open it and lay every category out (the `targeted` class), or the categories above it shrink to their
 * content-visibility placeholders after the swap and the question moves out of view (the FAQ #slug flake).
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const groups: FaqGroup[] = [
  { category: 'general', items: [{ slug: 'what-is-navlunport', question: 'What is NavlunPort?', answerHtml: '<p>A marketplace.</p>' }] },
  {
    category: 'customs',
    items: [
      { slug: 'how-long-does-customs-clearance-take', question: 'How long does customs clearance take?', answerHtml: '<p>A day or two.</p>' },
      { slug: 'who-pays-duties', question: 'Who pays the duties?', answerHtml: '<p>The importer.</p>' },
    ],
  },
];

async function inI18n(children: ReactNode) {
  const i18n = await siteTranslations('en', ['content']);
  return (
    <InPage locale="en">
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ThemeProvider>
    </InPage>
  );
}

/** The element whose class says whether every category is laid out. */
const questionsBox = (root: ParentNode) => root.querySelector('[role="search"]')!.parentElement!;

describe('FAQ questions and the address #slug', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('open the targeted question and lay every category out in their very first render (no effect has run yet)', async () => {
    window.history.replaceState(null, '', '/en/faq#how-long-does-customs-clearance-take');
    const box = document.createElement('div');
    box.innerHTML = renderToString(await inI18n(<FaqQuestions groups={groups} />));
    expect(questionsBox(box).classList.contains('targeted')).toBe(true);
    expect(box.querySelector('#how-long-does-customs-clearance-take-question')!.getAttribute('aria-expanded')).toBe('true');
    expect(box.querySelector('#who-pays-duties-question')!.getAttribute('aria-expanded')).toBe('false');
    expect(box.querySelector('#what-is-navlunport-question')!.getAttribute('aria-expanded')).toBe('false');
  });

  it('leave the categories to content-visibility and every question closed without a #fragment, or with one that names no question', async () => {
    for (const address of ['/en/faq', '/en/faq#no-such-question', '/en/faq#%E0%A4%A']) {
      window.history.replaceState(null, '', address);
      const box = document.createElement('div');
      box.innerHTML = renderToString(await inI18n(<FaqQuestions groups={groups} />));
      expect(questionsBox(box).classList.contains('targeted')).toBe(false);
      expect([...box.querySelectorAll('[aria-expanded="true"]')]).toHaveLength(0);
    }
  });

  it('follow a later #slug link on the page: that question opens too, and the categories are laid out', async () => {
    const scrolled: string[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => (run(0), 0));
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    window.history.replaceState(null, '', '/en/faq');
    const { container } = render(await inI18n(<FaqQuestions groups={groups} />));
    expect(questionsBox(container).classList.contains('targeted')).toBe(false);
    await act(async () => {
      window.history.replaceState(null, '', '/en/faq#who-pays-duties');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(questionsBox(container).classList.contains('targeted')).toBe(true);
    expect(screen.getByRole('button', { name: 'Who pays the duties?' }).getAttribute('aria-expanded')).toBe('true');
    expect(scrolled).toEqual(['who-pays-duties']);
    // The rule that lays the categories out while targeted (the server's markup has :target for that instead).
    const rules = [...document.querySelectorAll('style')].flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText)).join('\n');
    const boxClass = questionsBox(container).className.split(' ').find((name) => name.startsWith('css-'))!;
    expect(rules).toMatch(new RegExp(`\\.${boxClass}\\.targeted\\s*>\\s*section\\s*\\{\\s*content-visibility:\\s*visible;?\\s*\\}`));
  });
});
