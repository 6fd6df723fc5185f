/**
 * The legal documents listing (/legal-documents ↔ /yasal-dokumanlar): title, summary, version and
 * effective date of each public document, in the editors' order.
 */
import { legalDocumentAttributes } from '../../schemas/content';
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { listPublished, type PublishedEntry } from './published-content';

export interface LegalDocumentSummary {
  slug: string;
  title: string;
  summary: string;
  /** "2.1"; empty when the entry's attributes are not a valid version. */
  version: string;
  /** ISO day; empty when missing. */
  effectiveFrom: string;
}

/** Version and effective date of a legal document (empty strings when an editor left them invalid). */
export function legalFacts(entry: Pick<PublishedEntry, 'attributes'>): { version: string; effectiveFrom: string } {
  const parsed = legalDocumentAttributes.safeParse(entry.attributes);
  return parsed.success ? parsed.data : { version: '', effectiveFrom: '' };
}

export async function listLegalDocuments(db: Database, locale: Locale): Promise<LegalDocumentSummary[]> {
  const entries = await listPublished(db, { kind: 'legalDocument', locale, order: 'ordered' });
  return entries.map((entry) => ({ slug: entry.slug, title: entry.title, summary: entry.summary, ...legalFacts(entry) }));
}
