import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import NextLink from '@/components/common/NextLink';
import { useTranslation } from 'next-i18next/pages';
import { routeHref } from '@/components/common/RouteLink';
import { blogListingSubPath } from '@/lib/content/blog';
import { useLocale } from '@/lib/i18n';

/** Links to the listing's pages (real links: each page is its own static page, /blogs/page/2). */
export function BlogPagination({ page, pageCount, filter }: { page: number; pageCount: number; filter: { category?: string; tag?: string } }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  if (pageCount <= 1) return null;
  return (
    // Pagination's root is a nav landmark: it carries the label (MUI's default is English only).
    <Pagination
      aria-label={t('blog.pagination')}
      page={page}
      count={pageCount}
      color="primary"
      sx={{ mt: 2, '& ul': { justifyContent: 'center' } }}
      getItemAriaLabel={(type, number) => (type === 'page' ? t('blog.pageLabel', { page: number }) : t(`blog.${type === 'previous' ? 'previous' : type === 'next' ? 'next' : 'pageLabel'}`, { page: number }))}
      renderItem={(item) => {
        const target = item.page && item.page >= 1 && item.page <= pageCount ? routeHref({ to: 'blogs', subPath: blogListingSubPath(filter, item.page) }, locale).href : undefined;
        return target && !item.disabled ? <PaginationItem component={NextLink} href={target} locale={locale} {...item} /> : <PaginationItem {...item} />;
      }}
    />
  );
}
