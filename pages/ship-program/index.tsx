import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function ShipProgramPage() {
  return <InfoPage routeKey="shipProgram" />;
}

export const getStaticProps = staticTranslations(['pages'], ['shipProgram']);
