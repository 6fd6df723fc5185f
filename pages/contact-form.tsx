import { InfoPage } from '@/components/content/InfoPage';
import { staticTranslations } from '@/lib/i18n-server';

export default function ContactFormPage() {
  return <InfoPage routeKey="contactForm" />;
}

export const getStaticProps = staticTranslations(['pages'], ['contactForm']);
