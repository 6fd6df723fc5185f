import { ErrorView } from '@/components/common/ErrorView';
import { staticTranslations } from '@/lib/i18n-server';

export default function NotFoundPage() {
  return <ErrorView kind="notFound" />;
}

export const getStaticProps = staticTranslations();
