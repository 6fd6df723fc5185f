import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import NextLink from '@/components/common/NextLink';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';

/** Page links of a server-rendered admin list: the current query with another `page`. */
export function ListPager({ pageNumber, pageSize, totalCount }: { pageNumber: number; pageSize: number; totalCount: number }) {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  if (pages <= 1) return null;
  return (
    <Pagination
      sx={{ mt: 2 }}
      page={pageNumber}
      count={pages}
      getItemAriaLabel={(type, page) => (type === 'page' ? t('operations.common.page', { page }) : t(`operations.common.${type === 'previous' ? 'previousPage' : type === 'next' ? 'nextPage' : 'page'}`, { page }))}
      renderItem={(item) => <PaginationItem component={NextLink} href={{ pathname: router.pathname, query: { ...router.query, page: item.page ?? 1 } }} {...item} />}
    />
  );
}
