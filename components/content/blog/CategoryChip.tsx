import { LinkChip } from '@/components/common/LinkChip';
import { useTranslation } from 'next-i18next/pages';
import { routeHref } from '@/components/common/RouteLink';
import { blogListingSubPath } from '@/lib/content/blog';
import { useLocale } from '@/lib/i18n';

/** A link to a blog category's page (or a tag's, with `tag`), as a chip; `selected` marks the page shown. */
export function BlogFilterChip({ category, tag, label, selected = false, size = 'small' }: { category?: string; tag?: string; label?: string; selected?: boolean; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const href = routeHref({ to: 'blogs', subPath: blogListingSubPath({ category, tag }) }, locale).href;
  const text = label ?? (category ? t(`categories.blogPost.${category}`) : tag ? `#${tag}` : t('blog.allCategories'));
  return <LinkChip href={href} locale={locale} size={size} label={text} selected={selected} />;
}
