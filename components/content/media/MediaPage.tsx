import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/common/PageHead';
import { PageHero } from '@/components/common/PageHero';
import { usePageText } from '@/components/content/usePageText';
import type { MediaSection } from '@/lib/domain/content';
import { useLocale } from '@/lib/i18n';
import { routePath } from '@/lib/routes';
import { MediaSectionNav } from './MediaSectionNav';

/** The frame of the media center's pages: head, hero (the section as the breadcrumb's leaf), section links. */
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
      <PageHero routeKey="mediaCenter" heading={heading ?? sectionName ?? text.heading} lead={lead ?? (section ? t(`media.leads.${section}`) : text.lead)} leaf={leaf ?? sectionName} />
      <Container sx={{ py: { xs: 2, md: 3 } }}>
        <MediaSectionNav current={section} />
        {children}
      </Container>
    </>
  );
}
