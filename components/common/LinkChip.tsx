import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import NextLink from '@/components/common/NextLink';
import type { Locale } from '@/lib/routes';

/**
 * A link that looks like MUI's clickable Chip (outlined, or filled in the primary colour when `selected`), as one
 * plain element: a Chip renders a ButtonBase with its utility classes, a tab stop attribute and an inner label element,
 * markup a static island's HTML carries for nothing (the home page has eighteen of them).
 */
export function LinkChip({ href, locale, label, selected = false, size = 'medium' }: { href: string; locale: Locale; label: string; selected?: boolean; size?: 'small' | 'medium' }) {
  const height = size === 'small' ? 24 : 32;
  return (
    <Box
      component={NextLink}
      href={href}
      locale={locale}
      aria-current={selected ? 'page' : undefined}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        maxWidth: '100%',
        height,
        px: size === 'small' ? '7px' : '11px',
        borderRadius: `${height / 2}px`,
        border: '1px solid',
        borderColor: selected ? 'primary.main' : theme.palette.grey[400],
        bgcolor: selected ? 'primary.main' : 'transparent',
        color: selected ? 'primary.contrastText' : 'text.primary',
        fontSize: theme.typography.pxToRem(13),
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        textDecoration: 'none',
        verticalAlign: 'middle',
        transition: theme.transitions.create(['background-color']),
        '&:hover': { bgcolor: selected ? 'primary.dark' : alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity) },
      })}
    >
      {label}
    </Box>
  );
}
