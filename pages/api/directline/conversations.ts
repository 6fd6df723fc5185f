import { endpoints } from '@/lib/api/endpoints';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { chatCaller } from '@/lib/server/chat/chat-caller';
import { startConversation } from '@/lib/server/chat/start-conversation';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.directLineStartConversation, async ({ req }) => {
  const answer = await startConversation(await getDb(), await chatCaller(req));
  return new Reply(201, { json: JSON.stringify(answer) });
});
