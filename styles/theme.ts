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


export const theme = createTheme({
  layout,
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1200, xl: 1440 } },
  spacing: 15,
  palette: {
    primary: { main: brand.blue, dark: brand.navy, contrastText: '#fff' },
    // The brand orange under white text reads at 3.3:1 (axe color-contrast, WCAG AA needs 4.5:1): fills use
    // a deeper shade of it (5.2:1); brand.orange stays for decoration (borders, icons).
    secondary: { main: '#b84a0c', contrastText: '#fff' },
    background: { default: '#ffffff', paper: '#ffffff' },
    text: { primary: brand.ink, secondary: '#4a5565' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Nunito, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    fontSize: 14,
    h1: { fontSize: '2.4rem', fontWeight: 800, lineHeight: 1.2 },
    h2: { fontSize: '1.8rem', fontWeight: 800, lineHeight: 1.25 },
    h3: { fontSize: '1.35rem', fontWeight: 700 },
    h4: { fontSize: '1.15rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiContainer: {
      defaultProps: { maxWidth: 'lg' },
      styleOverrides: { maxWidthLg: { '@media (min-width: 1200px)': { maxWidth: layout.containerMaxWidth } } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
