import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CHAT_MAX_ACTIVITIES, CHAT_POSTS_PER_MINUTE, chatLocales, isConversationExpired, type ChatLocale } from '../../domain/chat';
import type { ChatActivity, ChatActivityBody } from '../../schemas/chat';
import { ApiError, notFound } from '../api/errors';
import type { Database } from '../db/client';
import { chatActivities, chatConversations } from '../db/schema';
import { consumeRateLimit } from '../rate-limit/limits';
import { assistantReply, type AssistantReply } from './assistant/assistant';
import type { ChatClaims } from './chat-token';

export const CHANNEL_ID = 'directline';
export const BOT_ACCOUNT = { id: 'navlun-assistant', name: 'NavlunPort', role: 'bot' as const };

const activityId = (conversationId: string, seq: number) => `${conversationId}|${String(seq).padStart(7, '0')}`;

/** The user's activity as it is stored and echoed: only the fields the subset knows, with id, timestamp and channel. */
function userActivity(caller: ChatClaims, body: ChatActivityBody, seq: number, at: Date): ChatActivity {
  const clientActivityID = body.channelData?.clientActivityID;
  return {
    id: activityId(caller.conversationId, seq),
    type: body.type,
    timestamp: at.toISOString(),
    channelId: CHANNEL_ID,
    conversation: { id: caller.conversationId },
    from: { id: caller.chatUserId, ...(body.from?.name ? { name: body.from.name } : {}), role: 'user' },
    ...(body.text !== undefined ? { text: body.text } : {}),
    ...(body.textFormat ? { textFormat: body.textFormat } : {}),
    ...(body.locale ? { locale: body.locale } : {}),
    ...(body.name ? { name: body.name } : {}),
    ...(body.value !== undefined && body.type === 'event' ? { value: body.value } : {}),
    ...(clientActivityID ? { channelData: { clientActivityID } } : {}),
  };
}

function botActivity(conversationId: string, reply: AssistantReply, seq: number, at: Date, replyToId: string, locale: ChatLocale): ChatActivity {
  return {
    id: activityId(conversationId, seq),
    type: 'message',
    timestamp: at.toISOString(),
    channelId: CHANNEL_ID,
    conversation: { id: conversationId },
    from: BOT_ACCOUNT,
    text: reply.text,
    textFormat: 'markdown',
    locale,
    replyToId,
    ...(reply.suggestions.length ? { suggestedActions: { actions: reply.suggestions.map((title) => ({ type: 'imBack', title, value: title })) } } : {}),
    channelData: { intent: reply.intent },
  };
}

/** The locale a start event asks for (tr-TR or en-US), if it names one. */
function startLocale(body: ChatActivityBody): ChatLocale | null {
  if (body.type !== 'event' || body.name !== 'startConversation') return null;
  const locale = (body.value as { locale?: unknown } | undefined)?.locale;
  return (chatLocales as readonly unknown[]).includes(locale) ? (locale as ChatLocale) : null;
}

/**
 * POST {domain}/conversations/{id}/activities: stores the user's activity (echoed to the client with
 * its id and clientActivityID), and the assistant's answer when it has one, in one transaction.
 * Refused: a conversation idle past 30 minutes (410), one at its 500 activities (409), more than
 * 30 posts a minute (429). Typing indicators are acknowledged and not stored.
 */
export async function postActivity(db: Database, caller: ChatClaims, body: ChatActivityBody, now: () => Date = () => new Date()): Promise<{ id: string }> {
  await consumeRateLimit('chat:post', { points: CHAT_POSTS_PER_MINUTE, windowSeconds: 60 }, caller.conversationId);
  const [conversation] = await db
    .select({ locale: chatConversations.locale, lastActivityAt: chatConversations.lastActivityAt, activityCount: chatConversations.activityCount })
    .from(chatConversations)
    .where(eq(chatConversations.id, caller.conversationId))
    .limit(1);
  if (!conversation) throw notFound('chat.conversationNotFound');
  if (isConversationExpired(conversation.lastActivityAt, now())) throw new ApiError(410, 'chat.expired');
  if (body.type === 'typing') return { id: `${caller.conversationId}|typing-${randomBytes(4).toString('hex')}` };
  if (conversation.activityCount >= CHAT_MAX_ACTIVITIES) throw new ApiError(409, 'chat.tooManyActivities', { limit: CHAT_MAX_ACTIVITIES });

  const locale = startLocale(body) ?? (conversation.locale as ChatLocale);
  // The answer is worked out before the transaction: it only reads (content index, tracking, lookups).
  const reply = await assistantReply(db, body, locale, caller.conversationId);

  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ activityCount: chatConversations.activityCount, lastActivityAt: chatConversations.lastActivityAt })
      .from(chatConversations)
      .where(eq(chatConversations.id, caller.conversationId))
      .for('update');
    if (!locked) throw notFound('chat.conversationNotFound');
    const at = now();
    if (isConversationExpired(locked.lastActivityAt, at)) throw new ApiError(410, 'chat.expired');
    const room = CHAT_MAX_ACTIVITIES - locked.activityCount;
    if (room < 1) throw new ApiError(409, 'chat.tooManyActivities', { limit: CHAT_MAX_ACTIVITIES });
    const seq = locked.activityCount + 1;
    const stored = userActivity(caller, body, seq, at);
    const rows = [{ conversationId: caller.conversationId, seq, type: body.type, fromRole: 'user', text: body.text ?? null, activity: stored as Record<string, unknown>, createdAt: at }];
    if (reply && room >= 2) {
      const answer = botActivity(caller.conversationId, reply, seq + 1, new Date(at.getTime() + 1), stored.id, locale);
      rows.push({ conversationId: caller.conversationId, seq: seq + 1, type: 'message', fromRole: 'bot', text: reply.text, activity: answer as Record<string, unknown>, createdAt: at });
    }
    await tx.insert(chatActivities).values(rows);
    await tx
      .update(chatConversations)
      .set({ activityCount: sql`${chatConversations.activityCount} + ${rows.length}`, lastActivityAt: at, locale })
      .where(eq(chatConversations.id, caller.conversationId));
    return { id: stored.id };
  });
}
