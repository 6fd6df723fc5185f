import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { CHAT_IDLE_MINUTES, CHAT_MAX_ACTIVITIES, CHAT_POSTS_PER_MINUTE, chatLocales, isConversationExpired, type ChatLocale } from '../../domain/chat';
import type { ChatActivity, ChatActivityBody } from '../../schemas/chat';
import { ApiError, notFound } from '../api/errors';
import type { Database } from '../db/client';
import { chatConversations } from '../db/schema';
import { consumeRateLimit } from '../rate-limit/limits';
import { assistantReply, type AssistantReply } from './assistant/assistant';
import type { ChatClaims } from './chat-token';

export const CHANNEL_ID = 'directline';
export const BOT_ACCOUNT = { id: 'navlun-assistant', name: 'NavlunPort', role: 'bot' as const };

const activityId = (conversationId: string, seq: number) => `${conversationId}|${String(seq).padStart(7, '0')}`;

/**
 * The user's activity as it is stored and echoed: only the fields the subset knows, with timestamp and
 * channel; its id (which holds its seq) is added by the statement that stores it (storeActivities).
 */
function userActivity(caller: ChatClaims, body: ChatActivityBody, at: Date): Omit<ChatActivity, 'id'> {
  const clientActivityID = body.channelData?.clientActivityID;
  return {
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

/** The assistant's answer; its id and replyToId (the user's activity's id) are added as it is stored. */
function botActivity(conversationId: string, reply: AssistantReply, at: Date, locale: ChatLocale): Omit<ChatActivity, 'id' | 'replyToId'> {
  return {
    type: 'message',
    timestamp: at.toISOString(),
    channelId: CHANNEL_ID,
    conversation: { id: conversationId },
    from: BOT_ACCOUNT,
    text: reply.text,
    textFormat: 'markdown',
    locale,
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
 * Stores the user's activity, and the assistant's answer when there is room for both, in one statement
 * (one round trip, atomic): the conversation's row is locked only if it is still open (not idle past
 * 30 minutes, under its 500 activities), its count and last activity move, and the activities are
 * inserted with the ids that hold their seq (the answer's replyToId is the user's id). Answers the count
 * before, or null when the conversation was gone, expired or full by the time the row was locked.
 */
async function storeActivities(
  db: Database,
  conversationId: string,
  at: Date,
  locale: ChatLocale,
  user: { type: string; text: string | null; activity: object },
  bot: { text: string; activity: object } | null,
): Promise<number | null> {
  const openSince = new Date(at.getTime() - CHAT_IDLE_MINUTES * 60_000);
  const idOf = (seq: SQL) => sql`${conversationId}::text || '|' || lpad((${seq})::text, 7, '0')`;
  const rows = [sql`(1, ${user.type}::varchar, 'user'::varchar, ${user.text}::text, ${JSON.stringify(user.activity)}::jsonb)`];
  if (bot) rows.push(sql`(2, 'message'::varchar, 'bot'::varchar, ${bot.text}::text, ${JSON.stringify(bot.activity)}::jsonb)`);
  const result = (await db.execute(sql`
    with locked as (
      select activity_count as before from chat_conversations
      where id = ${conversationId} and activity_count < ${CHAT_MAX_ACTIVITIES}::int and last_activity_at >= ${openSince.toISOString()}::timestamptz
      for update
    ), bumped as (
      update chat_conversations set
        activity_count = locked.before + (case when ${bot !== null}::boolean and locked.before <= ${CHAT_MAX_ACTIVITIES - 2}::int then 2 else 1 end),
        last_activity_at = ${at.toISOString()}::timestamptz,
        locale = ${locale}
      from locked
      where chat_conversations.id = ${conversationId}
      returning locked.before, chat_conversations.activity_count - locked.before as added
    ), stored as (
      insert into chat_activities (conversation_id, seq, type, from_role, text, activity, created_at)
      select ${conversationId}, bumped.before + v.k, v.type, v.from_role, v.text,
        v.activity || jsonb_build_object('id', ${idOf(sql`bumped.before + v.k`)})
          || case when v.k = 2 then jsonb_build_object('replyToId', ${idOf(sql`bumped.before + 1`)}) else '{}'::jsonb end,
        ${at.toISOString()}::timestamptz
      from bumped join (values ${sql.join(rows, sql`, `)}) as v(k, type, from_role, text, activity) on v.k <= bumped.added
      returning seq
    )
    select before from bumped
  `)) as unknown as { rows: { before: number }[] };
  const before = result.rows[0]?.before;
  return before === undefined ? null : Number(before);
}

/**
 * POST {domain}/conversations/{id}/activities: stores the user's activity (echoed to the client with
 * its id and clientActivityID), and the assistant's answer when it has one, atomically (storeActivities).
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
  // The answer is worked out before anything is written: it only reads (content index, tracking, lookups).
  const reply = await assistantReply(db, body, locale, caller.conversationId);
  const at = now();
  const before = await storeActivities(
    db,
    caller.conversationId,
    at,
    locale,
    { type: body.type, text: body.text ?? null, activity: userActivity(caller, body, at) },
    reply ? { text: reply.text, activity: botActivity(caller.conversationId, reply, new Date(at.getTime() + 1), locale) } : null,
  );
  if (before === null) {
    // Another post got there first (the same conversation from two tabs): say why, as the checks above do.
    const [latest] = await db.select({ lastActivityAt: chatConversations.lastActivityAt }).from(chatConversations).where(eq(chatConversations.id, caller.conversationId)).limit(1);
    if (!latest) throw notFound('chat.conversationNotFound');
    if (isConversationExpired(latest.lastActivityAt, at)) throw new ApiError(410, 'chat.expired');
    throw new ApiError(409, 'chat.tooManyActivities', { limit: CHAT_MAX_ACTIVITIES });
  }
  return { id: activityId(caller.conversationId, before + 1) };
}
