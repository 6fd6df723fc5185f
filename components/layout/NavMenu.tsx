import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import NextLink from 'next/link';
import { useId, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { routeHref } from '@/components/common/RouteLink';
import { useLocale } from '@/lib/i18n';
import type { RouteKey } from '@/lib/routes';

/** A header button opening a menu of routes. */
export function NavMenu({ label, items }: { label: string; items: readonly RouteKey[] }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <Button
        color="inherit"
        endIcon={<KeyboardArrowDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((key) => (
          <MenuItem key={key} component={NextLink} href={routeHref({ to: key }, locale).href} locale={locale} onClick={() => setAnchor(null)}>
            {t(`nav.${key}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
