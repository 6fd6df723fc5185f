import Button from '@mui/material/Button';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { useOpenedOnce } from '@/components/islands';
import type { RouteKey } from '@/lib/routes';

const NavMenuList = dynamic(() => import('./NavMenuList'), { ssr: false });

/** A header button opening a menu of routes; the menu's code arrives with the first click. */
export function NavMenu({ label, items }: { label: string; items: readonly RouteKey[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const mounted = useOpenedOnce(anchor !== null);
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
      {mounted && <NavMenuList id={id} anchor={anchor} items={items} onClose={() => setAnchor(null)} />}
    </>
  );
}
