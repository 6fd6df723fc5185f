import { BlogListingView } from '@/components/content/blog/BlogListingView';
import { blogListingStaticProps, type BlogListingProps } from '@/lib/server/content/blog-page-props';

/** /blogs ↔ /bloglar: the newest posts, with the category and tag chips. */
export default function BlogsPage(props: BlogListingProps) {
  return <BlogListingView {...props} />;
}

export const getStaticProps = blogListingStaticProps('all', false);
