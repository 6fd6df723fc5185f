import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { CardGrid } from '@/components/common/CardGrid';
import { RouteButton } from '@/components/common/RouteLink';
import { BlogPostCard } from '@/components/content/blog/BlogPostCard';
import { CampaignCardView } from '@/components/content/campaigns/CampaignCardView';
import { ReferenceCard } from '@/components/content/references/ReferenceCard';
import type { RouteKey } from '@/lib/routes';
import type { HomeContent } from '@/lib/server/content/home-content';
import { renderWhenNear } from '@/components/common/render-when-near';

function HomeSection({ id, heading, more, children }: { id: string; heading: string; more: { to: RouteKey; label: string }; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`home-${id}-heading`} sx={{ mt: { xs: 2.5, md: 3.5 }, ...renderWhenNear(420) }} data-testid={`home-${id}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1.2 }}>
        <Typography id={`home-${id}-heading`} variant="h2">
          {heading}
        </Typography>
        <RouteButton to={more.to} variant="text">
          {more.label}
        </RouteButton>
      </Box>
      {children}
    </Box>
  );
}

/** The home page's content: running campaigns, the newest blog posts and customer references (each omitted when empty). */
export function HomeContentSections({ content }: { content: HomeContent }) {
  const { t } = useTranslation('content');
  return (
    <>
      {content.campaigns.length > 0 && (
        <HomeSection id="campaigns" heading={t('home.campaigns')} more={{ to: 'campaigns', label: t('campaigns.all') }}>
          <CardGrid columns={{ xs: 1, sm: 2, md: 3 }} gap={1.5}>
            {content.campaigns.map((campaign) => (
              <CampaignCardView key={campaign.id} campaign={campaign} headingLevel="h3" />
            ))}
          </CardGrid>
        </HomeSection>
      )}
      {content.posts.length > 0 && (
        <HomeSection id="posts" heading={t('home.posts')} more={{ to: 'blogs', label: t('blog.allPosts') }}>
          <CardGrid columns={{ xs: 1, sm: 2, md: 3 }} gap={1.5}>
            {content.posts.map((post) => (
              <BlogPostCard key={post.id} post={post} headingLevel="h3" />
            ))}
          </CardGrid>
        </HomeSection>
      )}
      {content.references.length > 0 && (
        <HomeSection id="references" heading={t('home.references')} more={{ to: 'ourCustomers', label: t('references.all') }}>
          <CardGrid columns={{ xs: 1, md: 3 }} gap={1.5}>
            {content.references.map((reference) => (
              <ReferenceCard key={reference.id} reference={reference} headingLevel="h3" />
            ))}
          </CardGrid>
        </HomeSection>
      )}
    </>
  );
}
