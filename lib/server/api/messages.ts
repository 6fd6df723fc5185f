import type { IncomingMessage } from 'node:http';
import enErrors from '../../../public/locales/en/errors.json';
import trErrors from '../../../public/locales/tr/errors.json';
import { formatDay } from '../../format';
import type { Locale } from '../../routes';

const catalogues: Record<Locale, unknown> = { tr: trErrors, en: enErrors };

/** The caller's language for API messages: English when Accept-Language prefers it, Turkish otherwise. */
export function requestLocale(req: IncomingMessage): Locale {
  const header = String(req.headers['accept-language'] ?? '').trim().toLowerCase();
  return header.startsWith('en') ? 'en' : 'tr';
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A parameter as the reader reads it: a calendar day (YYYY-MM-DD) written out in their language, never ISO. */
const shown = (value: unknown, locale: Locale) => (typeof value === 'string' && CALENDAR_DAY.test(value) ? formatDay(value, locale, 'longDay') : String(value ?? ''));

/**
 * Translates a stable dotted key of the errors namespace, interpolating {{params}}; `$t(other.key)` in
 * a message is that key's text, as i18next nests (one level), so a parameter can name a code the reader
 * sees in their language: `$t(requests.states.{{status}})`.
 */
export function translateMessage(locale: Locale, key: string, params: Record<string, unknown> = {}, depth = 0): string {
  const template = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogues[locale]);
  if (typeof template !== 'string') return key;
  const text = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => shown(params[name], locale));
  return depth > 0 ? text : text.replace(/\$t\(([\w.]+)\)/g, (_, nested: string) => translateMessage(locale, nested, params, depth + 1));
}
