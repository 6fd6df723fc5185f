import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_IDLE_MINUTES, CHAT_MAX_ACTIVITIES } from '@/lib/domain/chat';
import { startTestApi, type TestApi } from './harness';

/**
 * [M6] The Direct Line subset's transport: the chat-token access kind (a sign-in token is no chat token,
 * and a chat token signs no one in) and the one-statement store of a post (seqs, ids and replyToId,
 * the last free places of a conversation, concurrent posts, a conversation that expired meanwhile).
 */
let api: TestApi;
const DL = '/api/directline';

interface Activity {
  id: string;
  type: string;
  text?: string;
  timestamp: string;
  from: { id: string; role: string };
  replyToId?: string;
  channelData?: { clientActivityID?: string; intent?: string };
}

beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => api?.close());

async function open(locale: 'tr-TR' | 'en-US' = 'tr-TR') {
  const issued = await api.call('GET', `/api/chat/token?locale=${locale}`);
  expect(issued.status).toBe(200);
  return issued.json as unknown as { conversationId: string; token: string };
}
const activitiesPath = (chat: { conversationId: string }) => `${DL}/conversations/${chat.conversationId}/activities`;
const say = (chat: { conversationId: string; token: string }, body: Record<string, unknown>) => api.call('POST', activitiesPath(chat), { bearer: chat.token, body });
async function all(chat: { conversationId: string; token: string }) {
  const answer = await api.call('GET', `${activitiesPath(chat)}?watermark=`, { bearer: chat.token });
  expect(answer.status).toBe(200);
  return (answer.json as unknown as { activities: Activity[] }).activities;
}
const seqOf = (id: string) => Number(id.split('|')[1]);

describe('the chat token access kind', () => {
  it('refuses a sign-in token on every Direct Line call (403 chat.tokenInvalid), even a valid one', async () => {
    const chat = await open();
    const signIn = await api.demoToken('customer@navlunport.test');
    const calls = [
      await api.call('GET', activitiesPath(chat), { bearer: signIn }),
      await api.call('POST', activitiesPath(chat), { bearer: signIn, body: { type: 'message', text: 'hi' } }),
      await api.call('POST', `${DL}/conversations`, { bearer: signIn, body: {} }),
      await api.call('POST', `${DL}/tokens/refresh`, { bearer: signIn }),
    ];
    for (const response of calls) expect([response.status, response.json.code]).toEqual([403, 'chat.tokenInvalid']);
    // A session cookie is no chat token either: without a bearer, 401.
    expect((await api.call('GET', activitiesPath(chat), { cookies: await api.session(signIn) })).status).toBe(401);
    // The same calls with the chat token pass.
    expect((await api.call('GET', activitiesPath(chat), { bearer: chat.token })).status).toBe(200);
  });

  it('refuses a chat token where a sign-in is required (401), and signs no one in on public endpoints', async () => {
    const chat = await open();
    expect((await api.call('GET', '/api/Demand/Get?id=1', { bearer: chat.token })).status).toBe(401);
    expect((await api.call('POST', '/api/Demand/GetList', { bearer: chat.token, body: {} })).status).toBe(401);
    const issued = await api.call('GET', '/api/chat/token?userId=anon-transport', { bearer: chat.token });
    const [row] = await api.sql<{ chat_user_id: string; user_id: string | null }>(`select chat_user_id, user_id from chat_conversations where id = '${String(issued.json.conversationId)}'`);
    expect(row).toEqual({ chat_user_id: 'anon-transport', user_id: null });
  });

  it('checks the token before reading the body: no token is a 401 whatever the body', async () => {
    const chat = await open();
    const response = await api.call('POST', activitiesPath(chat), { rawBody: 'not json', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(401);
  });
});

describe('storing a post in one statement', () => {
  it('stores the user activity and the answer with seq-bearing ids, the answer replying to the user', async () => {
    const chat = await open('en-US');
    const posted = await say(chat, { type: 'message', text: 'qwxz plmok vbnrt', channelData: { clientActivityID: 'c-1' }, from: { id: 'spoofed', name: 'Ayşe', role: 'user' } });
    expect(posted.status).toBe(200);
    const activities = await all(chat);
    expect(activities).toHaveLength(2);
    const [user, bot] = activities as [Activity, Activity];
    expect(posted.json).toEqual({ id: `${chat.conversationId}|0000001` });
    expect(user).toEqual({
      id: `${chat.conversationId}|0000001`,
      type: 'message',
      timestamp: expect.any(String),
      channelId: 'directline',
      conversation: { id: chat.conversationId },
      from: { id: expect.stringMatching(/^anon-/), name: 'Ayşe', role: 'user' },
      text: 'qwxz plmok vbnrt',
      channelData: { clientActivityID: 'c-1' },
    });
    expect(bot).toMatchObject({ id: `${chat.conversationId}|0000002`, type: 'message', replyToId: user.id, from: { role: 'bot' }, locale: 'en-US', textFormat: 'markdown', channelData: { intent: 'noMatch' } });
    expect(new Date(bot.timestamp).getTime() - new Date(user.timestamp).getTime()).toBe(1);
    const [row] = await api.sql<{ activity_count: number; locale: string }>(`select activity_count, locale from chat_conversations where id = '${chat.conversationId}'`);
    expect(row).toEqual({ activity_count: 2, locale: 'en-US' });
    const stored = await api.sql<{ seq: number; from_role: string; text: string; type: string }>(`select seq, from_role, text, type from chat_activities where conversation_id = '${chat.conversationId}' order by seq`);
    expect(stored.map((line) => [line.seq, line.from_role, line.type])).toEqual([[1, 'user', 'message'], [2, 'bot', 'message']]);
    expect(stored[1]!.text).toBe(bot.text);
  });

  it('fills the last places: both at 498, only the user’s activity at 499, then 409', async () => {
    const chat = await open();
    await api.sql(`update chat_conversations set activity_count = ${CHAT_MAX_ACTIVITIES - 2} where id = '${chat.conversationId}'`);
    expect((await say(chat, { type: 'message', text: 'qwxz' })).json).toEqual({ id: `${chat.conversationId}|0000499` });
    let [row] = await api.sql<{ activity_count: number }>(`select activity_count from chat_conversations where id = '${chat.conversationId}'`);
    expect(row!.activity_count).toBe(CHAT_MAX_ACTIVITIES);
    expect((await all(chat)).map((activity) => [seqOf(activity.id), activity.from.role])).toEqual([[499, 'user'], [500, 'bot']]);

    const last = await open();
    await api.sql(`update chat_conversations set activity_count = ${CHAT_MAX_ACTIVITIES - 1} where id = '${last.conversationId}'`);
    expect((await say(last, { type: 'message', text: 'qwxz' })).json).toEqual({ id: `${last.conversationId}|0000500` });
    expect((await all(last)).map((activity) => [seqOf(activity.id), activity.from.role])).toEqual([[500, 'user']]);
    [row] = await api.sql<{ activity_count: number }>(`select activity_count from chat_conversations where id = '${last.conversationId}'`);
    expect(row!.activity_count).toBe(CHAT_MAX_ACTIVITIES);
    expect((await say(last, { type: 'message', text: 'qwxz' })).status).toBe(409);
  });

  it('numbers concurrent posts of one conversation without gaps or duplicates, each answer after its question', async () => {
    const chat = await open();
    const posted = await Promise.all(Array.from({ length: 8 }, (_, index) => say(chat, { type: 'message', text: `qwxz ${index}` })));
    expect(posted.map((response) => response.status)).toEqual(Array(8).fill(200));
    const activities = await all(chat);
    expect(activities.map((activity) => seqOf(activity.id))).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
    for (let index = 0; index < 16; index += 2) {
      expect(activities[index]!.from.role).toBe('user');
      expect(activities[index + 1]!.replyToId).toBe(activities[index]!.id);
    }
    expect(new Set(posted.map((response) => (response.json as { id: string }).id))).toEqual(new Set(activities.filter((activity) => activity.from.role === 'user').map((activity) => activity.id)));
    const [row] = await api.sql<{ activity_count: number }>(`select activity_count from chat_conversations where id = '${chat.conversationId}'`);
    expect(row!.activity_count).toBe(16);
  });

  it('stores nothing when the conversation expired between the check and the write (410)', async () => {
    const chat = await open();
    const { connection } = await import('@/lib/server/db/client');
    const { verifyChatToken } = await import('@/lib/server/chat/chat-token');
    const { postActivity } = await import('@/lib/server/chat/post-activity');
    const { db } = await connection();
    const claims = (await verifyChatToken(chat.token))!;
    // The first clock reading (the check) is now; the next (the write) is past the idle limit.
    const times = [new Date(), new Date(Date.now() + (CHAT_IDLE_MINUTES + 1) * 60_000)];
    const now = () => times.shift() ?? new Date(Date.now() + (CHAT_IDLE_MINUTES + 1) * 60_000);
    await expect(postActivity(db, claims, { type: 'message', text: 'qwxz' }, now)).rejects.toMatchObject({ status: 410, code: 'chat.expired' });
    const [row] = await api.sql<{ activity_count: number; n: number }>(`select activity_count, (select count(*)::int from chat_activities where conversation_id = '${chat.conversationId}') as n from chat_conversations where id = '${chat.conversationId}'`);
    expect(row).toEqual({ activity_count: 0, n: 0 });
  });
});
