import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import NextLink from '@/components/common/NextLink';
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { routeHref } from '@/components/common/RouteLink';
import { contentKinds } from '@/lib/domain/content';
import { useLocale } from '@/lib/i18n';

/** "New" beside the list's title: a menu of the kinds, each opening an empty editor. */
export function NewContentMenu() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'content-new-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="content-new"
      >
        {t('content.new')}
      </Button>
      <Menu id="content-new-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {contentKinds.map((kind) => (
          <MenuItem
            key={kind}
            component={NextLink}
            href={routeHref({ to: 'admin', subPath: 'content/edit', query: { kind } }, locale).href}
            locale={locale}
            onClick={() => setAnchor(null)}
            data-kind={kind}
          >
            {t(`content.kinds.${kind}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
