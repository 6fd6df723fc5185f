import { HomeView } from '@/components/home/HomeView';
import { staticTranslations } from '@/lib/i18n-server';

export default function HomePage() {
  return <HomeView />;
}

export const getStaticProps = staticTranslations(['pages']);
