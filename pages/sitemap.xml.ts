import type { GetServerSideProps } from 'next';
import { defaultLocale } from '@/lib/routes';
import { SITEMAP_MAX_AGE_SECONDS, sitemapDocument } from '@/lib/server/seo/sitemap-document';

/** /sitemap.xml: every public page in both languages with its alternates and last change (lib/seo/sitemap.ts). */
export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res, locale }) => {
  // one document for the site, at the root only (not again under /en)
  if (locale !== defaultLocale) return { notFound: true };
  const xml = await sitemapDocument();
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`);
  res.end(xml);
  return { props: {} };
};
