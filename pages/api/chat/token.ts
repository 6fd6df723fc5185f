import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { issueChatToken } from '@/lib/server/chat/issue-chat-token';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.chatToken, async ({ query, principal }) => issueChatToken(await getDb(), { principal, anonymousId: query.userId, locale: query.locale }));
