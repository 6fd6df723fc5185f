import { siteLocaleOf, type ChatLocale } from '../../../domain/chat';
import { routePath, withLocalePrefix, type Locale } from '../../../routes';
import type { ChatActivityBody } from '../../../schemas/chat';
import type { Database } from '../../db/client';
import { searchAnswers } from './content-search';
import { onSaleLane, placeResolver } from './places';
import { quoteAnswer } from './quote-answer';
import { parseQuoteRequest } from './quote-intent';
import { assistantTexts, fill, markdownSafe } from './texts';
import { findTrackingNumber, trackingAnswer } from './tracking-intent';

/** What the assistant says: markdown text, "did you mean" suggestions (sent back as the user's text), and why. */
export interface AssistantReply {
  text: string;
  suggestions: string[];
  intent: 'greeting' | 'tracking' | 'quote' | 'answer' | 'noMatch';
}

/** The longest answer text taken from an entry before its link (cut at a sentence or word end). */
export const ANSWER_CHARS = 500;

export function trimAnswer(text: string, limit = ANSWER_CHARS): string {
  const clean = text.replace(/\s+\n/g, '\n').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const sentence = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'));
  if (sentence > limit * 0.5) return cut.slice(0, sentence + 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : limit)}…`;
}

/**
 * The built-in assistant: greets on the start event, then answers each message in the conversation's
 * language — a tracking number with the shipment's public status, a quote request with a pre-filled
 * freight search, else the best FAQ/help/glossary/service answer, else the contact form.
 */
export async function assistantReply(db: Database, body: ChatActivityBody, chatLocale: ChatLocale, conversationId: string): Promise<AssistantReply | null> {
  const locale: Locale = siteLocaleOf(chatLocale);
  const texts = assistantTexts(locale);
  if (body.type === 'event') {
    return body.name === 'startConversation' ? { text: texts.greeting, suggestions: [...texts.suggestions], intent: 'greeting' } : null;
  }
  if (body.type !== 'message') return null;
  const question = (body.text ?? '').trim();
  if (!question) return null;

  const tracking = findTrackingNumber(question);
  if (tracking) return { text: await trackingAnswer(db, tracking, locale, conversationId), suggestions: [], intent: 'tracking' };

  const quote = parseQuoteRequest(question, await placeResolver(db));
  if (quote) return { text: quoteAnswer(await onSaleLane(db, quote), locale), suggestions: [], intent: 'quote' };

  const found = await searchAnswers(db, question, locale);
  if (found) {
    const { best, others } = found;
    const text = `**${markdownSafe(best.title)}**\n\n${trimAnswer(best.text)}\n\n[${texts.readMore}](${best.link})`;
    return { text, suggestions: others, intent: 'answer' };
  }
  return { text: fill(texts.noMatch, { link: withLocalePrefix(routePath('contactForm', locale), locale) }), suggestions: [...texts.suggestions].slice(0, 2), intent: 'noMatch' };
}
