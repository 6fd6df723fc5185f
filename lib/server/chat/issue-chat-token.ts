import { randomBytes } from 'node:crypto';
import { CHAT_TOKEN_SECONDS, chatUserIdFor, isChatUserId, randomChatUserId, type ChatLocale } from '../../domain/chat';
import type { Principal } from '../auth/authenticate';
import type { Database } from '../db/client';
import { chatConversations, users } from '../db/schema';
import { eq, sql } from 'drizzle-orm';
import { signChatToken } from './chat-token';

export const newConversationId = () => randomBytes(16).toString('base64url');

/**
 * GET /api/chat/token: a new conversation and a token bound to it. The user is the signed-in caller
 * (their id is the chat user id and is kept for the transcript) or the anonymous id the browser keeps.
 */
export async function issueChatToken(db: Database, input: { principal: Principal | null; anonymousId?: string; locale: ChatLocale }) {
  const anonymous = isChatUserId(input.anonymousId) ? input.anonymousId : randomChatUserId((count) => randomBytes(count));
  const chatUserId = chatUserIdFor(input.principal?.userId, anonymous);
  const userId = input.principal?.userId ?? null;
  const conversationId = newConversationId();
  await db.insert(chatConversations).values({
    id: conversationId,
    chatUserId,
    // Only a user the database knows is linked (a token from another directory still gets a conversation).
    userId: userId ? sql`(select ${users.id} from ${users} where ${eq(users.id, userId)})` : null,
    locale: input.locale,
  });
  const token = await signChatToken({ conversationId, chatUserId, userId });
  return { token, conversationId, expires_in: CHAT_TOKEN_SECONDS };
}
