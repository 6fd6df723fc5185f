import type { Theme } from '@mui/material/styles';

/**
 * The classes of what hydrates without MUI (components/islands/MuiFrame.tsx): the site's frame and the page
 * section around a page's islands. The server writes them into the head with the page's other styles
 * (components/islands/ServerFrame.tsx), from the theme, so they follow it like MUI's own components.
 */
export function frameStyles(theme: Theme) {
  const up = (key: 'sm' | 'md' | 'lg') => theme.breakpoints.up(key);
  return {
    // The footer stays at the bottom of a short page.
    '.site-frame': { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
    '.site-main': { flexGrow: 1 },
    // A signed-in page served before its header knows the user (an account screen's shell, lib/server/account/screen-page.ts):
    // the sign-in buttons keep their place, unseen, until the user's menu replaces them.
    'html[data-session] .signed-out-only': { visibility: 'hidden' },
    // The skip link shows at the top left when the keyboard reaches it.
    '.skip-link': { position: 'absolute', left: -9999 },
    '.skip-link:focus': { left: 8, top: 8, zIndex: 2000, background: theme.palette.background.paper, padding: theme.spacing(0.5) },
    // A page's section: MUI's Container with the theme's width, and the vertical padding of the pages' sections.
    '.page-section': {
      width: '100%',
      boxSizing: 'border-box',
      marginLeft: 'auto',
      marginRight: 'auto',
      paddingLeft: theme.spacing(2),
      paddingRight: theme.spacing(2),
      paddingTop: theme.spacing(2),
      paddingBottom: theme.spacing(2),
      [up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
      [up('md')]: { paddingTop: theme.spacing(3), paddingBottom: theme.spacing(3) },
      [up('lg')]: { maxWidth: theme.layout.containerMaxWidth },
    },
    // The block a section leads with (a page's main task), set apart from what follows.
    '.page-section-lead': { marginBottom: theme.spacing(2), [up('md')]: { marginBottom: theme.spacing(3) } },
  } as const;
}
