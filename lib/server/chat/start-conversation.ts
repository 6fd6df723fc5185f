import { eq } from 'drizzle-orm';
import { CHAT_TOKEN_SECONDS } from '../../domain/chat';
import { notFound } from '../api/errors';
import type { Database } from '../db/client';
import { chatConversations } from '../db/schema';
import { signChatToken, type ChatClaims } from './chat-token';

/**
 * POST {domain}/conversations: Direct Line's "start conversation" with a token bound to one: answers
 * that conversation with a fresh token (201). Calling it again (a reconnect) answers the same one.
 */
export async function startConversation(db: Database, caller: ChatClaims) {
  const [row] = await db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.id, caller.conversationId)).limit(1);
  if (!row) throw notFound('chat.conversationNotFound');
  const token = await signChatToken(caller);
  return { conversationId: caller.conversationId, token, expires_in: CHAT_TOKEN_SECONDS };
}

/** POST {domain}/tokens/refresh: a fresh token for the same conversation and user. */
export async function refreshChatToken(caller: ChatClaims) {
  const token = await signChatToken(caller);
  return { conversationId: caller.conversationId, token, expires_in: CHAT_TOKEN_SECONDS };
}
