import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import NextLink from '@/components/common/NextLink';
import { useRouter } from 'next/router';
import { usePagerLabels } from '@/components/list/pager-labels';

/** Page links of a server-rendered admin list: the current query with another `page`, named in the page's language (usePagerLabels). */
export function ListPager({ pageNumber, pageSize, totalCount }: { pageNumber: number; pageSize: number; totalCount: number }) {
  const labels = usePagerLabels();
  const router = useRouter();
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  if (pages <= 1) return null;
  return (
    <Pagination
      sx={{ mt: 2 }}
      page={pageNumber}
      count={pages}
      getItemAriaLabel={labels.itemLabel}
      renderItem={(item) => <PaginationItem component={NextLink} href={{ pathname: router.pathname, query: { ...router.query, page: item.page ?? 1 } }} {...item} />}
    />
  );
}
