import { z } from 'zod';
import { operationsRoles } from '../../auth/roles';
import { CHAT_MAX_BODY_BYTES, CHAT_POLLS_PER_MINUTE, CHAT_TOKENS_PER_MINUTE, parseWatermark } from '../../domain/chat';
import { chatActivitiesAnswer, chatActivitiesQuery, chatActivityBody, chatConversationAnswer, chatPostAnswer, chatStartBody, chatTokenAnswer, chatTranscript, chatTranscriptPage, chatTranscriptQuery, chatTranscriptsQuery } from '../../schemas/chat';
import { Reply } from '../../server/api/handler';
import { getActivities } from '../../server/chat/get-activities';
import { issueChatToken } from '../../server/chat/issue-chat-token';
import { getTranscript, listTranscripts } from '../../server/chat/list-transcripts';
import { postActivity } from '../../server/chat/post-activity';
import { refreshChatToken, startConversation } from '../../server/chat/start-conversation';
import { getDb } from '../../server/db/client';
import { consumeRateLimit } from '../../server/rate-limit/limits';
import { endpoint } from '../endpoint';

export const chatEndpoints = {
  chatToken: endpoint({
    method: 'GET',
    path: '/api/chat/token',
    tag: 'Chat',
    summary: {
      en: 'A chat token for a new conversation (HS256, 30 minutes, bound to that conversation and its user): the signed-in caller’s id (session cookie or bearer) is the chat user, else the anonymous userId given (≤ 64 characters). Answers {token, conversationId, expires_in} without the envelope, as a Direct Line token service does.',
      tr: 'Yeni bir sohbet için sohbet belirteci (HS256, 30 dakika, o sohbete ve kullanıcısına bağlı): oturum açmış çağıranın kimliği (oturum çerezi veya bearer) sohbet kullanıcısıdır, yoksa verilen anonim userId (≤ 64 karakter). Direct Line belirteç servisi gibi zarfsız {token, conversationId, expires_in} döner.',
    },
    access: { kind: 'public' },
    query: z.object({ locale: z.enum(['tr-TR', 'en-US']).default('tr-TR'), userId: z.string().max(64).optional() }),
    response: chatTokenAnswer,
    unwrapped: true,
    rateLimit: { points: CHAT_TOKENS_PER_MINUTE, windowSeconds: 60 },
    handle: async ({ query, principal }) => issueChatToken(await getDb(), { principal, anonymousId: query.userId, locale: query.locale }),
  }),
  directLineStartConversation: endpoint({
    method: 'POST',
    path: '/api/directline/conversations',
    tag: 'Chat',
    summary: {
      en: 'Direct Line 3.0 “start conversation” with a chat token (Authorization: Bearer): 201 {conversationId, token, expires_in} for the conversation the token is bound to.',
      tr: 'Sohbet belirteciyle (Authorization: Bearer) Direct Line 3.0 “sohbet başlat”: belirtecin bağlı olduğu sohbet için 201 {conversationId, token, expires_in}.',
    },
    access: { kind: 'chatToken' },
    body: chatStartBody,
    response: chatConversationAnswer,
    unwrapped: true,
    maxBodyBytes: CHAT_MAX_BODY_BYTES,
    statuses: { 403: { en: 'Invalid or expired chat token.', tr: 'Geçersiz veya süresi dolmuş sohbet belirteci.' }, 404: { en: 'No such conversation.', tr: 'Böyle bir sohbet yok.' } },
    handle: async ({ chat }) => {
      const answer = await startConversation(await getDb(), chat);
      return new Reply(201, { json: JSON.stringify(answer) });
    },
  }),
  directLineRefreshToken: endpoint({
    method: 'POST',
    path: '/api/directline/tokens/refresh',
    tag: 'Chat',
    summary: { en: 'Direct Line 3.0 token refresh: a fresh token for the same conversation.', tr: 'Direct Line 3.0 belirteç yenileme: aynı sohbet için yeni bir belirteç.' },
    access: { kind: 'chatToken' },
    response: chatConversationAnswer,
    unwrapped: true,
    maxBodyBytes: 1024,
    statuses: { 403: { en: 'Invalid or expired chat token.', tr: 'Geçersiz veya süresi dolmuş sohbet belirteci.' } },
    handle: async ({ chat }) => refreshChatToken(chat),
  }),
  directLineGetActivities: endpoint({
    method: 'GET',
    path: '/api/directline/conversations/{conversationId}/activities',
    tag: 'Chat',
    summary: {
      en: 'Direct Line 3.0 polling: the activities after the watermark (the last seq seen), at most 100, and the new watermark. The token must be bound to the conversation of the path.',
      tr: 'Direct Line 3.0 yoklama: filigrandan (görülen son sıra) sonraki etkinlikler, en çok 100, ve yeni filigran. Belirteç yoldaki sohbete bağlı olmalıdır.',
    },
    access: { kind: 'chatToken' },
    query: chatActivitiesQuery,
    response: chatActivitiesAnswer,
    unwrapped: true,
    statuses: { 403: { en: 'Invalid or expired token, or a token of another conversation.', tr: 'Geçersiz veya süresi dolmuş belirteç ya da başka bir sohbetin belirteci.' } },
    // The handler has verified the chat token and bound it to the path's conversation.
    handle: async ({ chat, query }) => {
      await consumeRateLimit('chat:poll', { points: CHAT_POLLS_PER_MINUTE, windowSeconds: 60 }, chat.conversationId);
      return getActivities(await getDb(), chat.conversationId, parseWatermark(query.watermark));
    },
  }),
  directLinePostActivity: endpoint({
    method: 'POST',
    path: '/api/directline/conversations/{conversationId}/activities',
    tag: 'Chat',
    summary: {
      en: 'Direct Line 3.0: posts an activity (message ≤ 2,000 characters, event, typing; no attachments; body ≤ 32 kB) and answers its id; the activity is echoed to the poll with its clientActivityID and the assistant’s answer follows. At most 30 posts a minute and 500 activities per conversation; a conversation idle for 30 minutes takes no more (410).',
      tr: 'Direct Line 3.0: bir etkinlik gönderir (en çok 2.000 karakterlik mesaj, olay, yazıyor; ek yok; gövde ≤ 32 kB) ve kimliğini döner; etkinlik clientActivityID ile yoklamaya yansır, ardından asistanın yanıtı gelir. Dakikada en çok 30 gönderi ve sohbet başına 500 etkinlik; 30 dakika hareketsiz kalan sohbet yenisini almaz (410).',
    },
    access: { kind: 'chatToken' },
    body: chatActivityBody,
    response: chatPostAnswer,
    unwrapped: true,
    maxBodyBytes: CHAT_MAX_BODY_BYTES,
    statuses: {
      403: { en: 'Invalid or expired token, or a token of another conversation.', tr: 'Geçersiz veya süresi dolmuş belirteç ya da başka bir sohbetin belirteci.' },
      404: { en: 'No such conversation.', tr: 'Böyle bir sohbet yok.' },
      409: { en: 'The conversation has reached its 500 activities.', tr: 'Sohbet 500 etkinlik sınırına ulaştı.' },
      410: { en: 'The conversation expired after 30 minutes without activity.', tr: 'Sohbetin süresi 30 dakika hareketsizlikten sonra doldu.' },
      413: { en: 'The body is larger than 32 kB.', tr: 'Gövde 32 kB’tan büyük.' },
    },
    handle: async ({ chat, body }) => postActivity(await getDb(), chat, body),
  }),
  chatGetTranscripts: endpoint({
    method: 'GET',
    path: '/api/Chat/GetTranscripts',
    tag: 'Chat',
    summary: {
      en: 'Operations (Operator, Admin): stored chat conversations, newest activity first, with their locale, dates and first question; filter by locale and day range.',
      tr: 'Operasyon (Operatör, Yönetici): saklanan sohbetler, en son etkinliğe göre, dili, tarihleri ve ilk sorusuyla; dile ve gün aralığına göre süzülebilir.',
    },
    access: { kind: 'user', roles: operationsRoles },
    query: chatTranscriptsQuery,
    response: chatTranscriptPage,
    rateLimit: { points: 120, windowSeconds: 60 },
    handle: async ({ query }) => listTranscripts(await getDb(), query),
  }),
  chatGetTranscript: endpoint({
    method: 'GET',
    path: '/api/Chat/GetTranscript',
    tag: 'Chat',
    summary: { en: 'Operations (Operator, Admin): one conversation’s transcript, every activity in order.', tr: 'Operasyon (Operatör, Yönetici): bir sohbetin dökümü, tüm etkinlikler sırayla.' },
    access: { kind: 'user', roles: operationsRoles },
    query: chatTranscriptQuery,
    response: chatTranscript,
    statuses: { 404: { en: 'No such conversation.', tr: 'Böyle bir sohbet yok.' } },
    rateLimit: { points: 120, windowSeconds: 60 },
    handle: async ({ query }) => getTranscript(await getDb(), query.id),
  }),
} as const;
