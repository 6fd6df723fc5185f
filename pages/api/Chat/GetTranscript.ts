import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getTranscript } from '@/lib/server/chat/list-transcripts';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.chatGetTranscript, async ({ query }) => getTranscript(await getDb(), query.id));
