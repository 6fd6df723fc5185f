import { BlogListingView } from '@/components/content/blog/BlogListingView';
import { blogListingStaticPaths, blogListingStaticProps, type BlogListingProps } from '@/lib/server/content/blog-page-props';

/** /blogs/tag/incoterms ↔ /bloglar/tag/incoterms: the posts carrying one tag. */
export default function BlogTagPage(props: BlogListingProps) {
  return <BlogListingView {...props} />;
}

export const getStaticPaths = blogListingStaticPaths('tag', false);
export const getStaticProps = blogListingStaticProps('tag', false);
