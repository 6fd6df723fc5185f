import { BlogListingView } from '@/components/content/blog/BlogListingView';
import { blogListingStaticPaths, blogListingStaticProps, type BlogListingProps } from '@/lib/server/content/blog-page-props';

/** /blogs/tag/incoterms/page/2: a tag's later pages. */
export default function BlogTagPagePage(props: BlogListingProps) {
  return <BlogListingView {...props} />;
}

export const getStaticPaths = blogListingStaticPaths('tag', true);
export const getStaticProps = blogListingStaticProps('tag', true);
