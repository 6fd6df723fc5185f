import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AboutUsView } from '@/components/content/AboutUsView';
import { BlogListingView } from '@/components/content/blog/BlogListingView';
import { BlogPostView } from '@/components/content/blog/BlogPostView';
import { CampaignDetailView } from '@/components/content/campaigns/CampaignDetailView';
import { CampaignListingView } from '@/components/content/campaigns/CampaignListingView';
import { MediaCenterView } from '@/components/content/media/MediaCenterView';
import { VideoListView } from '@/components/content/media/VideoListView';
import { OurCustomersView } from '@/components/content/references/OurCustomersView';
import { HomeContentSections } from '@/components/home/HomeContentSections';
import type { Locale } from '@/lib/routes';
import type { BlogCard } from '@/lib/server/content/blog-card';
import type { CampaignCard } from '@/lib/server/content/campaign-card';
import type { CustomerReference } from '@/lib/server/content/customer-references';
import { renderTranslated } from '../../support/render-translated';

/**
 * The content views rendered on the server as a page would be, in both languages: every text they
 * show exists (no raw translation key reaches the page), links go to the route table's paths.
 */
const render = (element: ReactElement, locale: Locale, asPath = '/') => renderTranslated(element, locale, ['common', 'pages', 'content'], asPath);

/**
 * Next's Link adds the /en prefix only in a Next build (its i18n support is compiled in), so here a
 * link shows its path without the prefix: the route table's path in the page's language.
 */
/** Text of the rendered HTML, tags dropped: a missing key would show as e.g. "blog.readingTime". */
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
const rawKey = /\b(blog|campaigns|media|references|sectors|categories|home)\.[a-zA-Z-]+/;

const post: BlogCard = { id: 1, slug: 'lcl-mi-fcl-mi', title: 'LCL mi FCL mi?', summary: 'Özet', category: 'seaFreight', tags: ['lcl', 'sea-freight'], publishedAt: '2026-11-20T09:00:00.000Z', readingMinutes: 4, authorName: 'Deniz Kaya' };
const campaign = (state: CampaignCard['state'], id: number): CampaignCard => ({ id, slug: `kampanya-${id}`, title: `Kampanya ${id}`, summary: 'Özet', validFrom: '2026-11-01', validTo: '2027-01-31', discountPercent: 15, promoCode: 'KIS-LCL-15', state });
const reference: CustomerReference = { id: 1, slug: 'ege-pamuk', company: 'Ege Pamuk Tekstil A.Ş.', quote: 'Harika.', person: 'Ayşe Demirtaş', position: 'Dış Ticaret Müdürü', sector: 'textile', website: null, html: '<p><strong>Hat:</strong> İzmir</p>' };

describe.each(['tr', 'en'] as const)('content views in %s', (locale) => {
  const tr = locale === 'tr';

  it('blog listing: chips, cards with meta, page links with the English sub-segments', async () => {
    const html = await render(<BlogListingView listing={{ posts: [post], page: 1, pageCount: 2, total: 7 }} filter={{}} tags={['lcl', 'sea-freight']} />, locale, tr ? '/bloglar' : '/blogs');
    const text = textOf(html);
    expect(text).not.toMatch(rawKey);
    expect(text).toContain(tr ? '4 dk okuma' : '4 min read');
    expect(text).toContain(tr ? '20 Kasım 2026' : 'November 20, 2026');
    expect(text).toContain(tr ? 'Yazar: Deniz Kaya' : 'By Deniz Kaya');
    expect(html).toContain(`href="/${tr ? 'bloglar' : 'blogs'}/page/2"`);
    expect(html).toMatch(new RegExp(`<nav[^>]*aria-label="${tr ? 'Blog sayfaları' : 'Blog pages'}"`));
    expect(html).toContain(`href="/${tr ? 'bloglar' : 'blogs'}/category/sea-freight"`);
    expect(html).toContain(`href="/${tr ? 'bloglar' : 'blogs'}/tag/sea-freight"`);
    expect(html).toContain(`href="/${tr ? 'bloglar' : 'blogs'}/lcl-mi-fcl-mi"`);
  });

  it('blog category page names its category', async () => {
    const text = textOf(await render(<BlogListingView listing={{ posts: [post], page: 1, pageCount: 1, total: 1 }} filter={{ category: 'customs' }} tags={[]} />, locale));
    expect(text).not.toMatch(rawKey);
    expect(text).toContain(tr ? 'Gümrük yazıları' : 'Articles on Customs');
  });

  it('blog post: body, meta, tags, related, Article JSON-LD', async () => {
    const html = await render(<BlogPostView post={{ ...post, html: '<h2>Giriş</h2><p>Metin</p>', updatedAt: post.publishedAt }} related={[{ ...post, id: 2, slug: 'diger', title: 'Diğer' }]} />, locale);
    expect(textOf(html)).not.toMatch(rawKey);
    expect(html).toContain('<h2>Giriş</h2>');
    expect(textOf(html)).toContain(tr ? 'İlgili yazılar' : 'Related articles');
  });

  it('campaigns: states visibly labelled, discount, code; an expired one explains itself', async () => {
    const listing = textOf(await render(<CampaignListingView campaigns={[campaign('active', 1), campaign('upcoming', 2), campaign('expired', 3)]} />, locale));
    expect(listing).not.toMatch(rawKey);
    for (const label of tr ? ['Geçerli', 'Yakında', 'Süresi doldu', '%15 indirim', 'KIS-LCL-15'] : ['Active', 'Upcoming', 'Expired', '15% off', 'KIS-LCL-15']) expect(listing).toContain(label);
    const detailHtml = await render(<CampaignDetailView campaign={{ ...campaign('expired', 3), html: '<p>Koşullar</p>' }} />, locale);
    expect(textOf(detailHtml)).not.toMatch(rawKey);
    expect(textOf(detailHtml)).toContain(tr ? 'Bu kampanyanın süresi doldu' : 'This campaign has ended');
    expect(detailHtml).toContain(`href="${tr ? '/lojistik-arama' : '/freight-search'}"`);
  });

  it('media center and videos: sections, links out that open safely, durations', async () => {
    const video = { id: 1, slug: 'tanitim', title: 'Tanıtım', summary: '', url: 'https://www.youtube.com/watch?v=x', durationSeconds: 245, publishedAt: post.publishedAt };
    const front = await render(<MediaCenterView releases={[{ id: 1, slug: 'bulten', title: 'Bülten', summary: 'Özet', publishedAt: post.publishedAt }]} videos={[video]} pressKit={{ title: 'Basın kiti', summary: 'Logolar', html: '', updatedAt: post.publishedAt }} />, locale);
    expect(textOf(front)).not.toMatch(rawKey);
    expect(front).toContain(`href="${tr ? '/medya-merkezi' : '/media-center'}/press-releases/bulten"`);
    const videos = await render(<VideoListView videos={[video]} />, locale);
    expect(videos).toMatch(/href="https:\/\/www.youtube.com\/watch\?v=x" target="_blank" rel="noopener noreferrer"/);
    expect(textOf(videos)).toContain('4:05');
  });

  it('our customers, about us and the home sections', async () => {
    const customers = await render(<OurCustomersView references={[reference]} />, locale);
    expect(textOf(customers)).not.toMatch(rawKey);
    expect(textOf(customers)).toContain(tr ? 'Tekstil' : 'Textiles');
    expect(customers).toMatch(/data-testid="reference-monogram"[^>]*>EP</);
    const about = await render(<AboutUsView page={{ title: 'Hakkımızda', summary: '', html: '<h2>Hikâyemiz</h2>', updatedAt: post.publishedAt }} />, locale);
    expect(about).toContain('<h2>Hikâyemiz</h2>');
    const home = textOf(await render(<HomeContentSections content={{ posts: [post], campaigns: [campaign('active', 1)], references: [reference] }} />, locale));
    expect(home).not.toMatch(rawKey);
    expect(home).toContain(tr ? 'Blogdan son yazılar' : 'Latest from the blog');
  });
});
