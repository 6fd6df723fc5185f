import type { GetStaticProps } from 'next';
import { OurCustomersView } from '@/components/content/references/OurCustomersView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { getDb } from '@/lib/server/db/client';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/server/content/content-revalidate';
import { customerReferences, type CustomerReference } from '@/lib/server/content/customer-references';

/** /our-customers ↔ /bizi-tercih-eden-musterilerimiz: the customer references. */
export default function OurCustomersPage({ references }: { references: CustomerReference[] }) {
  return <OurCustomersView references={references} />;
}

export const getStaticProps: GetStaticProps<{ references: CustomerReference[] }> = async (context) => {
  const locale = localeOf(context);
  return {
    props: { references: await customerReferences(await getDb(), locale, { withCase: true }), ...(await translations(locale, ['pages', 'content'], ['ourCustomers'])) },
    revalidate: CONTENT_REVALIDATE_SECONDS,
  };
};
