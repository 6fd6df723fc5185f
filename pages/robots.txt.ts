import type { GetServerSideProps } from 'next';
import { defaultLocale } from '@/lib/routes';
import { robotsDocument } from '@/lib/server/seo/sitemap-document';

/** /robots.txt: crawl everything but the admin, account, API and sign-in leftovers; where the sitemap is. */
export default function Robots() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res, locale }) => {
  // one document for the site, at the root only (not again under /en)
  if (locale !== defaultLocale) return { notFound: true };
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(robotsDocument());
  return { props: {} };
};
