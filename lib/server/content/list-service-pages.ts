/**
 * The services listing (/services ↔ /hizmetlerimiz): one card per public service page, in the order of
 * the service menu (serviceKeys), each with the service it describes.
 */
import { serviceKeys, type Locale, type ServiceKey } from '../../routes';
import { servicePageAttributes } from '../../schemas/content';
import type { Database } from '../db/client';
import { listPublished, type PublishedEntry } from './published-content';

export interface ServiceCard {
  /** The slug in the page's language: /services/<slug>. */
  slug: string;
  serviceKey: ServiceKey;
  title: string;
  summary: string;
}

/** The service a service page describes; null when its attributes name none. */
export function serviceKeyOf(entry: Pick<PublishedEntry, 'attributes'>): ServiceKey | null {
  const parsed = servicePageAttributes.safeParse(entry.attributes);
  return parsed.success ? (parsed.data.serviceKey as ServiceKey) : null;
}

export async function listServicePages(db: Database, locale: Locale): Promise<ServiceCard[]> {
  const entries = await listPublished(db, { kind: 'servicePage', locale, order: 'ordered' });
  return entries
    .flatMap((entry) => {
      const serviceKey = serviceKeyOf(entry);
      return serviceKey ? [{ slug: entry.slug, serviceKey, title: entry.title, summary: entry.summary }] : [];
    })
    .sort((a, b) => serviceKeys.indexOf(a.serviceKey) - serviceKeys.indexOf(b.serviceKey));
}
