import { JsonLd } from '@/components/common/JsonLd';
import { PageHead } from '@/components/common/PageHead';
import { staticIslands } from '@/components/islands';
import { regionalLocale, useLocale } from '@/lib/i18n';
import { routePath, withLocalePrefix } from '@/lib/routes';
import { articleJsonLd } from '@/lib/seo/json-ld';
import type { BlogPostPage } from '@/lib/server/content/blog-post';
import * as blogPostArticle from './BlogPostArticle.island';

/** Nothing on a blog post is interactive beyond its links: the whole article is a static island. */
const BlogPostArticle = staticIslands(typeof window === 'undefined' ? blogPostArticle : null, () => import('./BlogPostArticle.island'))('BlogPostArticle');

/** A blog post: its head (title, description, Article JSON-LD) and its article. */
export function BlogPostView({ post, related }: Pick<BlogPostPage, 'post' | 'related'>) {
  const locale = useLocale();
  const article = articleJsonLd({
    headline: post.title,
    description: post.summary,
    path: withLocalePrefix(routePath('blogs', locale, post.slug), locale),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    authorName: post.authorName ?? 'NavlunPort',
    inLanguage: regionalLocale[locale],
    keywords: post.tags,
  });
  return (
    <>
      <PageHead title={post.title} description={post.summary || post.title} />
      <JsonLd id="article" data={article} />
      <BlogPostArticle post={post} related={related} />
    </>
  );
}
