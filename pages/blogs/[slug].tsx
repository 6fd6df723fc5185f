import type { GetStaticPaths, GetStaticProps } from 'next';
import { BlogPostView } from '@/components/content/blog/BlogPostView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { getDb } from '@/lib/server/db/client';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/server/content/content-revalidate';
import { blogPost, type BlogPostPage } from '@/lib/server/content/blog-post';
import { contentSlugs } from '@/lib/server/content/content-slugs';

/** A blog post: /bloglar/<slugTr> in Turkish, /en/blogs/<slugEn> in English (the middleware rewrites the Turkish path here). */
export default function BlogPostPageFile({ post, related }: BlogPostPage) {
  return <BlogPostView post={post} related={related} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await contentSlugs(await getDb(), 'blogPost')).map(({ locale, slug }) => ({ params: { slug }, locale })),
  fallback: 'blocking',
});

/** An unknown slug (or one of the other language): 404. */
export const getStaticProps: GetStaticProps<BlogPostPage> = async (context) => {
  const locale = localeOf(context);
  const slug = typeof context.params?.slug === 'string' ? context.params.slug : '';
  const page = await blogPost(await getDb(), locale, slug);
  if (!page) return { notFound: true, revalidate: CONTENT_REVALIDATE_SECONDS };
  return { props: { ...page, ...(await translations(locale, ['content'])) }, revalidate: CONTENT_REVALIDATE_SECONDS };
};
