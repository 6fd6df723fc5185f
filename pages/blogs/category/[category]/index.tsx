import { BlogListingView } from '@/components/content/blog/BlogListingView';
import { blogListingStaticPaths, blogListingStaticProps, type BlogListingProps } from '@/lib/server/content/blog-page-props';

/** /blogs/category/customs ↔ /bloglar/category/customs: the posts of one category. */
export default function BlogCategoryPage(props: BlogListingProps) {
  return <BlogListingView {...props} />;
}

export const getStaticPaths = blogListingStaticPaths('category', false);
export const getStaticProps = blogListingStaticProps('category', false);
