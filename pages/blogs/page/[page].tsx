import { BlogListingView } from '@/components/content/blog/BlogListingView';
import { blogListingStaticPaths, blogListingStaticProps, type BlogListingProps } from '@/lib/server/content/blog-page-props';

/** /blogs/page/2 ↔ /bloglar/page/2: the listing's later pages (/page/1 and past the last: 404). */
export default function BlogsPagePage(props: BlogListingProps) {
  return <BlogListingView {...props} />;
}

export const getStaticPaths = blogListingStaticPaths('all', true);
export const getStaticProps = blogListingStaticProps('all', true);
