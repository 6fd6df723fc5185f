/**
 * The page data of the FAQ, help, legal documents, dictionary and services pages, read from a fresh
 * database with the content seed: grouping, order, rendering, both languages, and only public entries.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCategories, helpGuideCodes, legalDocumentCodes } from '@/lib/domain/content';
import { contentPath } from '@/lib/content/content-paths';
import { serviceKeys, serviceRoutes } from '@/lib/routes';
import type { Database } from '@/lib/server/db/client';
import * as schema from '@/lib/server/db/schema';
import { seedContent } from '@/lib/server/db/seed/content/seed-content';
import { listLegalDocuments } from '@/lib/server/content/list-legal-documents';
import { listServicePages } from '@/lib/server/content/list-service-pages';
import { loadDictionary } from '@/lib/server/content/load-dictionary';
import { loadFaqPage } from '@/lib/server/content/load-faq-page';
import { loadHelpGuides } from '@/lib/server/content/load-help-guides';
import { loadLegalDocument } from '@/lib/server/content/load-legal-document';
import { loadServicePageBySlug, loadServicePageFor } from '@/lib/server/content/load-service-page';

let client: PGlite;
let db: Database;

beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client, { schema }) as unknown as Database;
  await migrate(drizzle(client, { schema }), { migrationsFolder: path.resolve('lib/server/db/migrations') });
  await seedContent(db);
  // Not public: a draft question and one scheduled for next year.
  const hidden = { kind: 'faq', category: 'customs', bodyTr: 'x', bodyEn: 'x', summaryTr: '', summaryEn: '' } as const;
  await db.insert(schema.contentEntries).values([
    { ...hidden, slugTr: 'taslak-gumruk', slugEn: 'draft-customs', titleTr: 'Taslak gümrük sorusu', titleEn: 'Draft customs question', status: 'draft' },
    { ...hidden, slugTr: 'ileri-gumruk', slugEn: 'later-customs', titleTr: 'İleri tarihli gümrük sorusu', titleEn: 'Scheduled customs question', status: 'published', publishAt: new Date(Date.now() + 365 * 86_400_000) },
  ]);
}, 60_000);

afterAll(async () => {
  await client?.close();
});

describe('FAQ page data', () => {
  it('groups the public questions by category in the categories’ order, answers rendered', async () => {
    const groups = await loadFaqPage(db, 'tr');
    const order: readonly string[] = contentCategories.faq;
    expect(groups.map((group) => order.indexOf(group.category))).toEqual([...groups.map((group) => order.indexOf(group.category))].sort((a, b) => a - b));
    const items = groups.flatMap((group) => group.items);
    expect(items.length).toBeGreaterThanOrEqual(30);
    const customs = groups.find((group) => group.category === 'customs')!;
    expect(customs.items.map((item) => item.question)).toContain('Gümrük işlemleri ne kadar sürer?');
    expect(items.map((item) => item.slug)).not.toContain('taslak-gumruk');
    expect(items.map((item) => item.slug)).not.toContain('ileri-gumruk');
    for (const item of items) {
      expect(item.answerHtml).toMatch(/^<(p|ul|ol|h2|table)/);
    }
  });

  it('answers in English with English slugs', async () => {
    const items = (await loadFaqPage(db, 'en')).flatMap((group) => group.items);
    expect(items.map((item) => item.question)).toContain('How long does customs clearance take?');
    expect(items.map((item) => item.slug)).toContain('how-long-does-customs-clearance-take');
  });
});

describe('help guides', () => {
  it('lists the four guides as search, book, pay, track, their numbered steps one level below the guide title', async () => {
    for (const locale of ['tr', 'en'] as const) {
      const guides = await loadHelpGuides(db, locale);
      expect(guides.map((guide) => guide.code)).toEqual([...helpGuideCodes]);
      for (const guide of guides) {
        expect(guide.html).toMatch(/<h3>2\. /);
        expect(guide.html).not.toMatch(/<h2[ >]/);
      }
    }
  });
});

describe('legal documents', () => {
  it('lists the five documents with version and effective date', async () => {
    const documents = await listLegalDocuments(db, 'en');
    expect(documents.map((document) => document.slug).sort()).toEqual([...legalDocumentCodes].sort());
    for (const document of documents) {
      expect(document.version).toMatch(/^\d+(\.\d+){0,2}$/);
      expect(document.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('loads one by its slug in the language, with anchored headings, a table of contents and both paths', async () => {
    const document = (await loadLegalDocument(db, 'tr', 'kvkk-aydinlatma-metni'))!;
    expect(document.title).toBe('KVKK Aydınlatma Metni');
    expect(document.version).toBe('2.1');
    expect(document.toc.length).toBeGreaterThan(3);
    expect(document.html).toContain(`<h2 id="${document.toc[0]!.id}">`);
    expect(document.paths).toEqual({ tr: '/yasal-dokumanlar/kvkk-aydinlatma-metni', en: '/legal-documents/kvkk-privacy-notice' });
    expect(document.paths.tr).toBe(contentPath('legalDocument', 'kvkk-aydinlatma-metni', 'tr'));
    expect(await loadLegalDocument(db, 'en', 'kvkk-aydinlatma-metni')).toBeNull();
  });
});

describe('dictionary', () => {
  it('has the terms with abbreviations and definitions in both languages', async () => {
    const tr = await loadDictionary(db, 'tr');
    const en = await loadDictionary(db, 'en');
    expect(tr.length).toBe(en.length);
    expect(tr.length).toBeGreaterThanOrEqual(150);
    const bl = en.find((term) => term.term === 'Bill of lading')!;
    expect(bl.abbreviation).toBe('B/L');
    expect(bl.definitionHtml).toMatch(/^<(p|ul|ol)>/);
    expect(bl.definitionHtml).not.toMatch(/<script|on\w+=/i);
    expect(tr.find((term) => term.term === 'Konşimento')?.slug).toBe('konsimento');
  });
});

describe('services', () => {
  it('lists the seven services in menu order with the last segment of each service path as slug', async () => {
    for (const locale of ['tr', 'en'] as const) {
      const cards = await listServicePages(db, locale);
      expect(cards.map((card) => card.serviceKey)).toEqual(serviceKeys);
      for (const card of cards) expect(serviceRoutes[card.serviceKey][locale].endsWith(`/${card.slug}`)).toBe(true);
    }
  });

  it('loads a service by its slug and by its service, with its paths', async () => {
    const bySlug = (await loadServicePageBySlug(db, 'tr', 'hava-kargo'))!;
    expect(bySlug.serviceKey).toBe('airCargo');
    expect(bySlug.paths).toEqual({ tr: '/hizmetlerimiz/hava-kargo', en: '/services/air-cargo' });
    expect(bySlug.html).toContain('<h2>');
    const forService = (await loadServicePageFor(db, 'en', 'seaFreightLcl'))!;
    expect(forService.slug).toBe('sea-freight-lcl');
    expect(await loadServicePageBySlug(db, 'en', 'hava-kargo')).toBeNull();
  });
});
