import { PageHead } from '@/components/common/PageHead';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import { staticIslands } from '@/components/islands';
import { usePageText } from '@/components/content/usePageText';
import * as contactFormBody from './ContactFormBody';

/** The form comes alive on intent: it starts empty for every visitor (nothing in the address or the session fills it). */
const ContactFormBodyIsland = staticIslands(typeof window === 'undefined' ? contactFormBody : null, () => import('./ContactFormBody'))('ContactFormBody', { atOnce: () => false });

/** /contact-form (/iletisim-formu): the band, then the form beside what happens after sending and the page's introduction (ContactFormBody). */
export function ContactFormView() {
  const text = usePageText('contactForm');
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticPageHero routeKey="contactForm" heading={text.heading} lead={text.lead} />
      <ContactFormBodyIsland />
    </>
  );
}
