import { NewsletterView } from '@/components/newsletter/NewsletterView';
import { staticTranslations } from '@/lib/i18n-server';

export default function NewsletterPage() {
  return <NewsletterView />;
}

export const getStaticProps = staticTranslations(['pages', 'contact'], ['newsletter']);
