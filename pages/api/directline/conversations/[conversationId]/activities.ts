import type { IncomingMessage, ServerResponse } from 'node:http';
import { endpoints } from '@/lib/api/endpoints';
import { CHAT_POLLS_PER_MINUTE, parseWatermark } from '@/lib/domain/chat';
import { apiRoute } from '@/lib/server/api/handler';
import { requestLocale, translateMessage } from '@/lib/server/api/messages';
import { getActivities } from '@/lib/server/chat/get-activities';
import { postActivity } from '@/lib/server/chat/post-activity';
import { getDb } from '@/lib/server/db/client';
import { consumeRateLimit } from '@/lib/server/rate-limit/limits';

export const config = { api: { bodyParser: false } };

/**
 * GET: the poll. The handler has verified the chat token and bound it to the path's conversation (the
 * same parse under Next, scripts/server.mjs and the test harness).
 */
const poll = apiRoute(endpoints.directLineGetActivities, async ({ chat, query }) => {
  await consumeRateLimit('chat:poll', { points: CHAT_POLLS_PER_MINUTE, windowSeconds: 60 }, chat!.conversationId);
  return getActivities(await getDb(), chat!.conversationId, parseWatermark(query.watermark));
});

/** POST: a new activity of the user. */
const post = apiRoute(endpoints.directLinePostActivity, async ({ chat, body }) => postActivity(await getDb(), chat!, body));

/** One path, two endpoints: GET polls, POST posts; anything else is a 405 naming both. */
export default async function activities(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'POST') return post(req, res);
  if (req.method === 'GET' || req.method === 'HEAD') return poll(req, res);
  res.statusCode = 405;
  res.setHeader('Allow', 'GET, POST');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ isSuccess: false, code: 'errors.methodNotAllowed', message: translateMessage(requestLocale(req), 'errors.methodNotAllowed', { allowed: 'GET, POST' }) }));
}
