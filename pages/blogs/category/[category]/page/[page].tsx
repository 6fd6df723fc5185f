import { BlogListingView } from '@/components/content/blog/BlogListingView';
import { blogListingStaticPaths, blogListingStaticProps, type BlogListingProps } from '@/lib/server/content/blog-page-props';

/** /blogs/category/customs/page/2: a category's later pages. */
export default function BlogCategoryPagePage(props: BlogListingProps) {
  return <BlogListingView {...props} />;
}

export const getStaticPaths = blogListingStaticPaths('category', true);
export const getStaticProps = blogListingStaticProps('category', true);
