import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import FlightIcon from '@mui/icons-material/Flight';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { TransportMode } from '@/lib/domain/pricing';

const icons = { SEA_FCL: DirectionsBoatIcon, SEA_LCL: DirectionsBoatIcon, AIR: FlightIcon, ROAD: LocalShippingIcon, PARCEL: Inventory2Icon } as const;

/** The icon of a transport mode. */
export function ModeIcon({ mode, ...props }: { mode: TransportMode } & SvgIconProps) {
  const Icon = icons[mode];
  return <Icon aria-hidden {...props} />;
}
