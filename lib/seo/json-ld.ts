import { scriptSafeJson } from '../script-json';
/**
 * schema.org structured data (JSON-LD) for the pages: Organization on home, BreadcrumbList everywhere,
 * FAQPage on the FAQ, Article on blog posts, DefinedTerm on glossary terms. Pure builders; URLs are
 * absolute (siteOrigin + the locale-prefixed path). Rendered by components/common/JsonLd.tsx.
 */
import { siteName, siteOrigin } from '../site';

export type JsonLdObject = Record<string, unknown>;

/** An absolute URL of a locale-prefixed path. */
export function absoluteUrl(path: string): string {
  return `${siteOrigin}${path.startsWith('/') ? path : `/${path}`}`;
}

export function organizationJsonLd(description: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.png'),
    description,
    address: { '@type': 'PostalAddress', addressLocality: 'İstanbul', addressCountry: 'TR' },
    contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', availableLanguage: ['Turkish', 'English'], email: 'destek@navlunport.com' }],
  };
}

/** The trail from home to the page, each step with its name and locale-prefixed path. */
export function breadcrumbJsonLd(steps: readonly { name: string; path: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: absoluteUrl(step.path) })),
  };
}

export function faqPageJsonLd(questions: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })),
  };
}

export interface ArticleFacts {
  headline: string;
  description: string;
  /** Locale-prefixed path of the article. */
  path: string;
  /** ISO instants. */
  datePublished: string;
  dateModified: string;
  authorName: string;
  /** BCP 47: tr-TR or en-US. */
  inLanguage: string;
  /** Absolute or locale-free path of the cover image. */
  image?: string;
  keywords?: readonly string[];
}

export function articleJsonLd(article: ArticleFacts): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    mainEntityOfPage: absoluteUrl(article.path),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    inLanguage: article.inLanguage,
    author: { '@type': 'Person', name: article.authorName },
    publisher: { '@type': 'Organization', name: siteName, logo: { '@type': 'ImageObject', url: absoluteUrl('/logo.png') } },
    ...(article.image ? { image: article.image.startsWith('http') ? article.image : absoluteUrl(article.image) } : {}),
    ...(article.keywords?.length ? { keywords: article.keywords.join(', ') } : {}),
  };
}

export interface TermFacts {
  name: string;
  description: string;
  /** Locale-prefixed path of the term (the dictionary with the term's anchor). */
  path: string;
  /** Locale-prefixed path of the dictionary. */
  termSetPath: string;
  termSetName: string;
  inLanguage: string;
}

export function definedTermJsonLd(term: TermFacts): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    name: term.name,
    description: term.description,
    url: absoluteUrl(term.path),
    inLanguage: term.inLanguage,
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: term.termSetName, url: absoluteUrl(term.termSetPath) },
  };
}

/** JSON-LD for its inline script element (lib/script-json.ts). */
export const serializeJsonLd = (data: JsonLdObject | readonly JsonLdObject[]): string => scriptSafeJson(data);
