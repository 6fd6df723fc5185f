import { z } from 'zod';
import { CHAT_MAX_TEXT, chatLocales } from '../domain/chat';

/** [M6] The chat's Direct Line 3.0 subset and the operators' transcripts. */

/** The sender as the client names it: informational only, the token decides who posts. */
const account = z.object({ id: z.string().max(128).optional(), name: z.string().max(100).optional(), role: z.string().max(16).optional() }).loose();

/**
 * An activity the client posts (Web Chat sends more fields than these: the rest is dropped, never
 * stored). Messages carry text up to 2,000 characters; events name themselves; attachments are refused.
 */
export const chatActivityBody = z
  .object({
    type: z.enum(['message', 'event', 'typing']),
    text: z.string().max(CHAT_MAX_TEXT, { message: 'chat.textTooLong' }).optional(),
    textFormat: z.enum(['plain', 'markdown']).optional(),
    name: z.string().max(64).optional(),
    value: z.unknown().optional(),
    locale: z.string().max(16).optional(),
    from: account.optional(),
    attachments: z.array(z.unknown()).max(0, { message: 'chat.attachmentsUnsupported' }).optional(),
    channelData: z.object({ clientActivityID: z.string().max(64).optional() }).loose().optional(),
  })
  .loose();
export type ChatActivityBody = z.infer<typeof chatActivityBody>;

/** A Direct Line activity as clients receive it. */
export const chatActivity = z
  .object({
    id: z.string(),
    type: z.string(),
    timestamp: z.string(),
    channelId: z.string(),
    conversation: z.object({ id: z.string() }),
    from: z.object({ id: z.string(), name: z.string().optional(), role: z.enum(['user', 'bot']) }),
    text: z.string().optional(),
    textFormat: z.string().optional(),
    locale: z.string().optional(),
    name: z.string().optional(),
    value: z.unknown().optional(),
    replyToId: z.string().optional(),
    suggestedActions: z.object({ actions: z.array(z.object({ type: z.string(), title: z.string(), value: z.string() })) }).optional(),
    channelData: z.record(z.string(), z.unknown()).optional(),
  })
  .loose();
export type ChatActivity = z.infer<typeof chatActivity>;

export const chatTokenAnswer = z.object({ token: z.string(), conversationId: z.string(), expires_in: z.number().int() });
export const chatConversationAnswer = z.object({ conversationId: z.string(), token: z.string(), expires_in: z.number().int(), streamUrl: z.string().optional() });
export const chatActivitiesQuery = z.object({ watermark: z.string().max(12).optional() });
export const chatActivitiesAnswer = z.object({ activities: z.array(chatActivity), watermark: z.string() });
export const chatPostAnswer = z.object({ id: z.string() });
export const chatStartBody = z.object({ user: account.optional(), locale: z.string().max(16).optional() }).loose();

export const chatLocale = z.enum(chatLocales);

/** The operators' transcript list: newest first, filterable by locale and date. */
export const chatTranscriptsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  locale: chatLocale.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type ChatTranscriptsQuery = z.infer<typeof chatTranscriptsQuery>;

export const chatTranscriptSummary = z.object({
  id: z.string(),
  locale: z.string(),
  signedIn: z.boolean(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  activityCount: z.number().int(),
  firstQuestion: z.string().nullable(),
});
export type ChatTranscriptSummary = z.infer<typeof chatTranscriptSummary>;
export const chatTranscriptPage = z.object({ items: z.array(chatTranscriptSummary), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type ChatTranscriptPage = z.infer<typeof chatTranscriptPage>;

export const chatTranscriptQuery = z.object({ id: z.string().min(1).max(64) });
export const chatTranscriptLine = z.object({ seq: z.number().int(), type: z.string(), fromRole: z.enum(['user', 'bot']), text: z.string().nullable(), name: z.string().nullable(), at: z.string() });
export type ChatTranscriptLine = z.infer<typeof chatTranscriptLine>;
export const chatTranscript = chatTranscriptSummary.extend({ lines: z.array(chatTranscriptLine) });
export type ChatTranscript = z.infer<typeof chatTranscript>;
