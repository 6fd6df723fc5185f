import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { listTranscripts } from '@/lib/server/chat/list-transcripts';
import { getDb } from '@/lib/server/db/client';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.chatGetTranscripts, async ({ query }) => listTranscripts(await getDb(), query));
