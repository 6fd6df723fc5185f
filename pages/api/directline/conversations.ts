import { endpoints } from '@/lib/api/endpoints';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { startConversation } from '@/lib/server/chat/start-conversation';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.directLineStartConversation, async ({ chat }) => {
  const answer = await startConversation(await getDb(), chat!);
  return new Reply(201, { json: JSON.stringify(answer) });
});
