import type { SvgIconProps } from '@mui/material/SvgIcon';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import FlightIcon from '@mui/icons-material/Flight';
import InsightsIcon from '@mui/icons-material/Insights';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import ViewInArIcon from '@mui/icons-material/ViewInAr';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { ServiceKey } from '@/lib/routes';

const icons: Record<ServiceKey, typeof DirectionsBoatIcon> = {
  seaFreightLcl: DirectionsBoatIcon,
  seaFreightFcl: ViewInArIcon,
  airCargo: FlightIcon,
  warehouseServicesUsa: WarehouseIcon,
  eCommerceLogistics: ShoppingCartIcon,
  controlTower: InsightsIcon,
  minivan: LocalShippingIcon,
};

/** The icon of a service (decorative). */
export function ServiceIcon({ serviceKey, ...props }: { serviceKey: ServiceKey } & SvgIconProps) {
  const Icon = icons[serviceKey];
  return <Icon aria-hidden {...props} />;
}
