import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { brand } from '@/styles/brand';
import { contrastRatio } from '@/styles/contrast';
import { focusRing, theme } from '@/styles/theme';

/** The baseline styles the server writes into every page's head, as CSS. */
const baselineCss = () => renderToString(<ThemeProvider theme={theme}><CssBaseline /></ThemeProvider>).replace(/<[^>]+>/g, '');

describe('the focus ring', () => {
  it('has two colours far enough apart that one stands out 3:1 on any background (WCAG C40)', () => {
    expect(contrastRatio(focusRing.outer, focusRing.inner)).toBeGreaterThanOrEqual(9);
    // On the page: the ink against white. On the dark buttons and bands: the white.
    for (const background of [theme.palette.background.default, theme.palette.background.paper, brand.sand]) expect(contrastRatio(focusRing.outer, background)).toBeGreaterThanOrEqual(3);
    for (const fill of [theme.palette.primary.main, theme.palette.primary.dark, theme.palette.secondary.main, brand.navy, brand.blue]) expect(contrastRatio(focusRing.inner, fill)).toBeGreaterThanOrEqual(3);
  });

  it('is written for every control, MUI’s or plain, above MUI’s own styles, and skips MUI’s text fields (their border is their ring)', () => {
    const ring = `{outline:${focusRing.width}px solid ${focusRing.outer};outline-offset:${focusRing.offset}px;box-shadow:0 0 0 ${focusRing.offset}px ${focusRing.inner};}`;
    const ringed = [...baselineCss().matchAll(/([^{}]+)(\{[^}]*\})/g)].filter((rule) => rule[2] === ring).map((rule) => rule[1]!);
    // One rule per selector: a browser without :has() keeps the others.
    expect(ringed).toHaveLength(3);
    expect(ringed[0]).toMatch(/^:root :is\(.*\):not\(\.MuiInputBase-input\):focus-visible$/);
    for (const control of ['a[href]', 'button', '[role="button"]', '[role="tab"]', 'select', '[tabindex]:not([tabindex="-1"])']) expect(ringed[0]).toContain(control);
    expect(ringed.slice(1)).toEqual([':root .MuiButtonBase-root.Mui-focusVisible', ':root .MuiButtonBase-root:has(> input:focus-visible)']);
  });
});

describe('what keeps a focused control in sight', () => {
  it('scrolls it clear of the chat button and, while it shows, the cookie banner; the header’s clearance stays each target’s scroll margin', () => {
    const css = baselineCss();
    expect(css).toContain('html{scroll-padding-bottom:var(--chat-launcher-space, 0px);}');
    expect(css).not.toContain('scroll-padding-top');
    expect(css).toContain('html:not([data-cookie-choice]){scroll-padding-bottom:max(var(--cookie-banner-space, 0px), var(--chat-launcher-space, 0px));}');
    expect(css).toContain('html:not([data-cookie-choice]) body{padding-bottom:var(--cookie-banner-space, 0px);}');
  });
});
