import { ErrorView } from '@/components/common/ErrorView';
import { staticTranslations } from '@/lib/i18n-server';

export default function ServerErrorPage() {
  return <ErrorView kind="serverError" />;
}

export const getStaticProps = staticTranslations();
