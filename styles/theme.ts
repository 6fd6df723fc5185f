import { createTheme } from '@mui/material/styles';
import { brand } from './brand';

/** The layout's fixed sizes; components read them from the theme, never from literals. */
export const layout = {
  containerMaxWidth: 1248,
  cookieConsentWidth: 400,
  chatButtonSize: 100,
  chatPanel: { width: 500, height: 500, narrowWidth: '70vw', narrowHeight: 450, narrowBelow: 700 },
  chatWidgetMaxWidth: 2000,
  headerHeight: 72,
  drawerWidth: 300,
} as const;

declare module '@mui/material/styles' {
  interface Theme {
    layout: typeof layout;
  }
  interface ThemeOptions {
    layout?: typeof layout;
  }
  interface BreakpointOverrides {
    xs: true;
    sm: true;
    md: true;
    lg: true;
    xl: true;
  }
}


/**
 * The keyboard's focus ring, the one definition every control takes it from (WCAG 2.4.7): an ink outline 2 px
 * outside the control around a white band that fills the gap. The two colours are 15.7:1 apart, so one of them
 * stands out at least 3:1 against any background (WCAG technique C40): the ink on the white page, the white on a
 * dark button or band. tests/styles/theme.test.tsx checks the ratios.
 */
export const focusRing = { outer: brand.ink, inner: '#ffffff', width: 2, offset: 2 } as const;
const focusRingStyle = {
  outline: `${focusRing.width}px solid ${focusRing.outer}`,
  outlineOffset: focusRing.offset,
  boxShadow: `0 0 0 ${focusRing.offset}px ${focusRing.inner}`,
} as const;

/**
 * Where the ring goes: every control the keyboard reaches, MUI's or plain (static islands keep the server's markup
 * without MUI's script, so the native :focus-visible, not MUI's class, decides), and MUI's own keyboard-focus class
 * (a menu's item, a checkbox whose focus is on its hidden input). MUI's text fields are the exception: their focus is
 * the outline's 2 px primary border (7.4:1 on white), from CSS as well (below). `:root` lifts the rule above MUI's
 * component styles (`outline: 0`, a contained button's `box-shadow: none`).
 */
const focusable = [
  'a[href]',
  'area[href]',
  'button',
  'summary',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[tabindex]:not([tabindex="-1"])',
];
// One rule each: a browser that doesn't know a selector drops the whole rule it is in.
const focusRingSelectors = [
  `:root :is(${focusable.join(', ')}):not(.MuiInputBase-input):focus-visible`,
  ':root .MuiButtonBase-root.Mui-focusVisible',
  ':root .MuiButtonBase-root:has(> input:focus-visible)',
];

/**
 * What keeps a focused control in sight (WCAG 2.4.11): the browser scrolls it clear of the chat button (ChatLauncher
 * sets --chat-launcher-space) and, while the cookie banner shows, of the banner, whose
 * height CookieConsent measures into --cookie-banner-space; the page's end gets the banner's height as padding, so
 * the last control can be scrolled above it. A choice marks <html data-cookie-choice> (lib/cookie-choice-script.js),
 * which drops the banner's share at once. The sticky header's clearance stays each jump target's own scroll-margin-top
 * (a scroll-padding-top here would add to those margins and land every #address a header's height too low).
 */
const keptInSight = {
  html: { scrollPaddingBottom: 'var(--chat-launcher-space, 0px)' },
  'html:not([data-cookie-choice])': { scrollPaddingBottom: 'max(var(--cookie-banner-space, 0px), var(--chat-launcher-space, 0px))' },
  'html:not([data-cookie-choice]) body': { paddingBottom: 'var(--cookie-banner-space, 0px)' },
} as const;


export const theme = createTheme({
  layout,
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1200, xl: 1440 } },
  spacing: 15,
  palette: {
    primary: { main: brand.blue, dark: brand.navy, contrastText: '#fff' },
    // The brand orange under white text reads at 3.3:1 (axe color-contrast, WCAG AA needs 4.5:1): fills use
    // a deeper shade of it (5.2:1); brand.orange stays for decoration (borders, icons).
    secondary: { main: '#b84a0c', contrastText: '#fff' },
    // MUI's warning (#ed6c02) and info (#0288d1) fills read at 3.1:1 and 3.9:1 under white text (the status chips):
    // deeper shades read at 5.0:1 and 5.9:1.
    warning: { main: '#b45309', contrastText: '#fff' },
    info: { main: '#0369a1', contrastText: '#fff' },
    background: { default: '#ffffff', paper: '#ffffff' },
    text: { primary: brand.ink, secondary: '#4a5565' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Nunito, "Nunito Fallback", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    fontSize: 14,
    h1: { fontSize: '2.4rem', fontWeight: 800, lineHeight: 1.2 },
    h2: { fontSize: '1.8rem', fontWeight: 800, lineHeight: 1.25 },
    h3: { fontSize: '1.35rem', fontWeight: 700 },
    h4: { fontSize: '1.15rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    // The server writes these global rules into the head with the baseline (components/islands/ServerFrame.tsx).
    MuiCssBaseline: { styleOverrides: { ...keptInSight, ...Object.fromEntries(focusRingSelectors.map((selector) => [selector, focusRingStyle])) } },
    MuiOutlinedInput: {
      // A field's focus shows before its island has come alive too (MUI's Mui-focused class needs its script).
      styleOverrides: { root: ({ theme }) => ({ '&:focus-within:not(.Mui-error):not(.Mui-disabled) .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.primary.main, borderWidth: 2 } }) },
    },
    MuiContainer: {
      defaultProps: { maxWidth: 'lg' },
      styleOverrides: { maxWidthLg: { '@media (min-width: 1200px)': { maxWidth: layout.containerMaxWidth } } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
