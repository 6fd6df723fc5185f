/**
 * [M4] The customer references (/our-customers and the home page): the company (title), its quote
 * (summary), the person quoted, their position in the locale's language, the sector and, for the
 * references page, the case (body, rendered to safe HTML). In the editors' order.
 */
import type { Locale } from '../../routes';
import { customerReferenceAttributes, type CustomerReferenceAttributes } from '../../schemas/content';
import type { Database } from '../db/client';
import { listPublished } from './published-content';
import { renderBody } from './render-body';

export interface CustomerReference {
  id: number;
  slug: string;
  company: string;
  quote: string;
  person: string;
  position: string;
  sector: CustomerReferenceAttributes['sector'];
  website: string | null;
  /** The case, as safe HTML; '' when not asked for (the home page). */
  html: string;
}

export async function customerReferences(db: Database, locale: Locale, options: { limit?: number; withCase?: boolean; now?: Date } = {}): Promise<CustomerReference[]> {
  const entries = await listPublished(db, { kind: 'customerReference', locale, order: 'ordered', now: options.now });
  const references = entries.flatMap((entry) => {
    const attributes = customerReferenceAttributes.safeParse(entry.attributes);
    if (!attributes.success) return [];
    const { person, positionTr, positionEn, sector, website } = attributes.data;
    return [
      {
        id: entry.id,
        slug: entry.slug,
        company: entry.title,
        quote: entry.summary,
        person,
        position: locale === 'tr' ? positionTr : positionEn,
        sector,
        website: website ?? null,
        html: options.withCase && entry.body.trim() ? renderBody(entry.body) : '',
      },
    ];
  });
  return options.limit === undefined ? references : references.slice(0, options.limit);
}
