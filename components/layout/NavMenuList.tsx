import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NextLink from '@/components/common/NextLink';
import { useTranslation } from 'next-i18next/pages';
import { routeHref } from '@/components/common/RouteLink';
import { useLocale } from '@/lib/i18n';
import type { RouteKey } from '@/lib/routes';

/** The open menu of a header button (loaded on the first click). */
export default function NavMenuList({ id, anchor, items, onClose }: { id: string; anchor: HTMLElement | null; items: readonly RouteKey[]; onClose: () => void }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {items.map((key) => (
        <MenuItem key={key} component={NextLink} href={routeHref({ to: key }, locale).href} locale={locale} onClick={onClose}>
          {t(`nav.${key}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
