import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/common/PageHead';
import { PageSection } from '@/components/common/PageSection';
import { staticIslands } from '@/components/islands';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import { usePageText } from '@/components/content/usePageText';
import type { MediaSection } from '@/lib/domain/content';
import { useLocale } from '@/lib/i18n';
import { routePath } from '@/lib/routes';
import * as mediaContent from './MediaContent.island';
import * as mediaSectionNav from './MediaSectionNav.island';

const MediaSectionNav = staticIslands(typeof window === 'undefined' ? mediaSectionNav : null, () => import('./MediaSectionNav.island'))('MediaSectionNav');

/** The islands of the sections' contents (MediaContent): static, nothing in them has work in the browser. */
export const mediaContentIsland = staticIslands(typeof window === 'undefined' ? mediaContent : null, () => import('./MediaContent.island'));

/**
 * The frame of the media center's pages: head, band (the section as the breadcrumb's leaf), section links, then
 * `children` (the section's island).
 */
export function MediaPage({ section, heading, lead, title, description, leaf, children }: { section?: MediaSection; heading?: string; lead?: string; title?: string; description?: string; leaf?: string; children: ReactNode }) {
  const { t } = useTranslation('content');
  const text = usePageText('mediaCenter');
  const locale = useLocale();
  const sectionName = section ? t(`media.sections.${section}`) : undefined;
  // Structured breadcrumb: Home › Media centre › the section › (a release's title)
  const trail = section ? [{ name: sectionName!, path: routePath('mediaCenter', locale, section) }, ...(leaf && leaf !== sectionName ? [{ name: leaf }] : [])] : undefined;
  return (
    <>
      <PageHead title={title ?? (sectionName ? `${sectionName} – ${text.heading}` : text.title)} description={description ?? (section ? t(`media.leads.${section}`) : text.description)} trail={trail} />
      <StaticPageHero routeKey="mediaCenter" heading={heading ?? sectionName ?? text.heading} lead={lead ?? (section ? t(`media.leads.${section}`) : text.lead)} leaf={leaf ?? sectionName} />
      <PageSection>
        <MediaSectionNav current={section} />
        {children}
      </PageSection>
    </>
  );
}
