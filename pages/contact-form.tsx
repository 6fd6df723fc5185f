import { ContactFormView } from '@/components/contact/ContactFormView';
import { staticTranslations } from '@/lib/i18n-server';

export default function ContactFormPage() {
  return <ContactFormView />;
}

export const getStaticProps = staticTranslations(['pages', 'contact'], ['contactForm']);
