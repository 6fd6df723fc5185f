/** Public origin of the site for canonical URLs and alternates (baked in at build time). */
export const siteOrigin = (process.env.NEXT_PUBLIC_SITE_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '');
export const siteName = 'NavlunPort';
