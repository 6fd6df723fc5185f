import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { refreshChatToken } from '@/lib/server/chat/start-conversation';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.directLineRefreshToken, async ({ chat }) => refreshChatToken(chat!));
