import { useTranslation } from 'next-i18next/pages';
import * as errorContent from './ErrorContent.island';
import type { ErrorKind } from './ErrorContent.island';
import { PageHead } from './PageHead';
import { staticIslands } from '@/components/islands';

/** Nothing on an error page is interactive beyond its links: its content is a static island. */
const ErrorContent = staticIslands(typeof window === 'undefined' ? errorContent : null, () => import('./ErrorContent.island'))('ErrorContent');

/** The 404 and 500 pages: what happened, in the visitor's language, and ways on. */
export function ErrorView({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHead title={t(`${kind}.title`)} description={t(`${kind}.text`)} noIndex />
      <ErrorContent kind={kind} />
    </>
  );
}
