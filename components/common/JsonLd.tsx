import Head from 'next/head';
import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';

/** Structured data in the page head (a data block, not a script: the CSP's script-src doesn't apply). */
export function JsonLd({ id, data }: { id: string; data: JsonLdObject | readonly JsonLdObject[] }) {
  return (
    <Head>
      <script key={`jsonld-${id}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
    </Head>
  );
}
