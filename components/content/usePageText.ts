import { useTranslation } from 'next-i18next/pages';
import type { RouteKey } from '@/lib/routes';
import { toPageText, type PageText } from '@/lib/content/page-text';

/** The texts of a page from the `pages` namespace. */
export function usePageText(routeKey: RouteKey): PageText {
  const { t } = useTranslation('pages');
  return toPageText(t(routeKey, { returnObjects: true }) as Partial<PageText>);
}
