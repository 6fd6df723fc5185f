import { answerApiRequest } from '@/lib/server/api/route-table';

/**
 * `next dev`'s way into the API: every /api/* request, answered from the one route table
 * (lib/server/api/route-table.ts). `npm start` answers them before Next sees them (scripts/server.mjs).
 */
export const config = { api: { bodyParser: false, externalResolver: true } };

export default answerApiRequest;
