import { HomeView } from '@/components/home/HomeView';
import { staticTranslations } from '@/lib/i18n-server';
import { serviceKeys } from '@/lib/routes';

export default function HomePage() {
  return <HomeView />;
}

export const getStaticProps = staticTranslations(['pages', 'search', 'errors'], ['home', 'routes', ...serviceKeys]);
