import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MAX_ACTIVITIES, CHAT_POSTS_PER_MINUTE } from '@/lib/domain/chat';
import { trackingAnswer } from '@/lib/schemas/tracking';
import { etaLine } from '@/lib/server/chat/assistant/tracking-intent';
import { startTestApi, type TestApi } from './harness';

/**
 * [M6] The chat over real HTTP: the token service, the Direct Line subset (start, post, poll with
 * watermarks, refresh), its limits with localized errors, the assistant's answers, and the
 * operators' transcripts. Limits run at 1× here (the suite stays well under the token limit).
 */
let api: TestApi;
interface Faq {
  slug_tr: string;
  slug_en: string;
  summary_tr: string;
  summary_en: string;
  body_tr: string;
  body_en: string;
}
let faq: Faq;
/** The start of an FAQ's answer as the assistant quotes it (plain text). */
const opening = (entry: Faq, locale: 'tr' | 'en') => (locale === 'tr' ? entry.summary_tr || entry.body_tr : entry.summary_en || entry.body_en).slice(0, 40);
const DL = '/api/directline';
const FAQ_TR = 'Gümrük işlemleri genellikle evraklar eksiksizse 1 ila 3 iş günü sürer. Kırmızı hatta fiziki muayene süreyi uzatabilir.';
const FAQ_EN = 'Customs clearance usually takes 1 to 3 working days when the documents are complete. A physical inspection can take longer.';

interface Activity {
  id: string;
  type: string;
  text?: string;
  from: { id: string; role: string };
  replyToId?: string;
  channelData?: { clientActivityID?: string; intent?: string };
  suggestedActions?: { actions: { type: string; title: string; value: string }[] };
}

beforeAll(async () => {
  process.env.RATE_LIMIT_MULTIPLIER = '1';
  api = await startTestApi();
  // The content seed has this FAQ; a fixture stands in when it doesn't (the draft is always ours).
  await api.sql(`insert into content_entries (kind, slug_tr, slug_en, title_tr, title_en, summary_tr, summary_en, body_tr, body_en, category, status, publish_at)
    select 'faq', 'chat-test-gumruk-suresi', 'chat-test-customs-duration', 'Gümrük işlemleri ne kadar sürer?', 'How long does customs clearance take?', '${FAQ_TR}', '${FAQ_EN}', '', '', 'customs', 'published', now() - interval '1 day'
    where not exists (select 1 from content_entries where kind = 'faq' and title_tr = 'Gümrük işlemleri ne kadar sürer?')`);
  await api.sql(`insert into content_entries (kind, slug_tr, slug_en, title_tr, title_en, body_tr, body_en, category, status)
    values ('faq', 'chat-test-taslak', 'chat-test-draft', 'Gizli taslak soru zürafa?', 'Secret draft giraffe question?', 'Taslak.', 'Draft.', 'customs', 'draft')`);
  const [row] = await api.sql<Faq>(`select slug_tr, slug_en, summary_tr, summary_en, body_tr, body_en from content_entries where kind = 'faq' and status = 'published' and title_tr = 'Gümrük işlemleri ne kadar sürer?'`);
  faq = row!;
}, 120_000);
afterAll(async () => {
  await api?.close();
  delete process.env.RATE_LIMIT_MULTIPLIER;
});

async function open(locale: 'tr-TR' | 'en-US' = 'tr-TR', query = '') {
  const issued = await api.call('GET', `/api/chat/token?locale=${locale}${query}`, { headers: { Accept: 'application/json' } });
  expect(issued.status).toBe(200);
  const { token, conversationId } = issued.json as unknown as { token: string; conversationId: string };
  const started = await api.call('POST', `${DL}/conversations`, { bearer: token, body: { user: { id: 'anon-x' }, locale } });
  expect(started.status).toBe(201);
  return { conversationId, token: (started.json as unknown as { token: string }).token };
}

async function say(chat: { conversationId: string; token: string }, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return api.call('POST', `${DL}/conversations/${chat.conversationId}/activities`, { bearer: chat.token, body, headers });
}

async function poll(chat: { conversationId: string; token: string }, watermark = '') {
  const answer = await api.call('GET', `${DL}/conversations/${chat.conversationId}/activities?watermark=${watermark}`, { bearer: chat.token });
  expect(answer.status).toBe(200);
  return answer.json as unknown as { activities: Activity[]; watermark: string };
}

/** Posts a message and answers the assistant's reply to it. */
async function ask(chat: { conversationId: string; token: string }, text: string): Promise<Activity> {
  const posted = await say(chat, { type: 'message', text, from: { id: 'anon-x', role: 'user' } });
  expect(posted.status).toBe(200);
  const { id } = posted.json as { id: string };
  const { activities } = await poll(chat);
  const reply = activities.find((activity) => activity.replyToId === id);
  expect(reply, text).toBeDefined();
  return reply!;
}

describe('chat token and Direct Line flow', () => {
  it('issues a token bound to a new conversation, without the envelope', async () => {
    const issued = await api.call('GET', '/api/chat/token?locale=tr-TR&userId=anon-abc123');
    expect(issued.status).toBe(200);
    expect(issued.json).toMatchObject({ token: expect.any(String), conversationId: expect.any(String), expires_in: 1800 });
    expect(issued.json.isSuccess).toBeUndefined();
    const [row] = await api.sql<{ chat_user_id: string; user_id: string | null; locale: string }>(`select chat_user_id, user_id, locale from chat_conversations where id = '${String(issued.json.conversationId)}'`);
    expect(row).toEqual({ chat_user_id: 'anon-abc123', user_id: null, locale: 'tr-TR' });
  });

  it('binds a signed-in caller’s id (bearer or cookie) instead of the anonymous one', async () => {
    const bearer = await api.demoToken('customer@navlunport.test');
    const issued = await api.call('GET', '/api/chat/token?userId=anon-abc123', { cookies: await api.session(bearer) });
    const [row] = await api.sql<{ chat_user_id: string; user_id: string | null }>(`select chat_user_id, user_id from chat_conversations where id = '${String(issued.json.conversationId)}'`);
    expect(row!.user_id).not.toBeNull();
    expect(row!.chat_user_id).toBe(row!.user_id);
    expect(row!.chat_user_id).not.toBe('anon-abc123');
  });

  it('refuses calls without a valid token of the conversation', async () => {
    const chat = await open();
    const other = await open();
    expect((await api.call('GET', `${DL}/conversations/${chat.conversationId}/activities`)).status).toBe(401);
    const forged = await api.call('GET', `${DL}/conversations/${chat.conversationId}/activities`, { bearer: `${chat.token.slice(0, -3)}abc` });
    expect(forged.status).toBe(403);
    expect(forged.json.code).toBe('chat.tokenInvalid');
    expect((await api.call('GET', `${DL}/conversations/${chat.conversationId}/activities`, { bearer: other.token })).status).toBe(403);
    expect((await say({ conversationId: chat.conversationId, token: other.token }, { type: 'message', text: 'hi' })).status).toBe(403);
    expect((await api.call('POST', `${DL}/conversations`, { bearer: 'not-a-token' })).status).toBe(403);
  });

  it('greets in Turkish on the start event, echoes activities with ids and pages by watermark', async () => {
    const chat = await open();
    const start = await say(chat, { type: 'event', name: 'startConversation', value: { locale: 'tr-TR' }, from: { id: 'anon-x' } });
    expect(start.status).toBe(200);
    const first = await poll(chat);
    expect(first.watermark).toBe('2');
    expect(first.activities.map((activity) => [activity.type, activity.from.role])).toEqual([['event', 'user'], ['message', 'bot']]);
    const greeting = first.activities[1]!;
    expect(greeting.text).toMatch(/^Merhaba/);
    expect(greeting.suggestedActions!.actions.length).toBeGreaterThan(0);
    expect(greeting.suggestedActions!.actions[0]).toMatchObject({ type: 'imBack' });

    const posted = await say(chat, { type: 'message', text: 'Merhaba', channelData: { clientActivityID: 'client-1' }, from: { id: 'someone-else', role: 'user' } });
    const { id } = posted.json as { id: string };
    expect(id).toMatch(new RegExp(`^${chat.conversationId}\\|0000003$`));
    const next = await poll(chat, first.watermark);
    expect(next.activities[0]).toMatchObject({ id, type: 'message', text: 'Merhaba', channelData: { clientActivityID: 'client-1' }, from: { role: 'user' } });
    // The token, not the body, says who posted.
    expect(next.activities[0]!.from.id).not.toBe('someone-else');
    expect(next.watermark).toBe('4');
    expect((await poll(chat, next.watermark)).activities).toEqual([]);
    expect((await poll(chat, '')).activities).toHaveLength(4);
    // Typing is acknowledged, not stored.
    expect((await say(chat, { type: 'typing' })).status).toBe(200);
    expect((await poll(chat, next.watermark)).activities).toEqual([]);
  });

  it('refreshes a token for the same conversation', async () => {
    const chat = await open();
    const refreshed = await api.call('POST', `${DL}/tokens/refresh`, { bearer: chat.token });
    expect(refreshed.status).toBe(200);
    const token = (refreshed.json as unknown as { token: string; conversationId: string }).token;
    expect((refreshed.json as unknown as { conversationId: string }).conversationId).toBe(chat.conversationId);
    expect((await api.call('GET', `${DL}/conversations/${chat.conversationId}/activities`, { bearer: token })).status).toBe(200);
  });
});

describe('the assistant', () => {
  it('answers the FAQ question with its answer and a link, and never from a draft', async () => {
    const chat = await open();
    const reply = await ask(chat, 'Gümrük işlemleri ne kadar sürer?');
    expect(reply.channelData?.intent).toBe('answer');
    expect(reply.text).toContain(opening(faq, 'tr'));
    expect(reply.text).toContain(`(/sikca-sorulan-sorular#${faq.slug_tr})`);
    // Folded and fuzzy: no Turkish letters, a typo.
    const folded = await ask(chat, 'GUMRUK islemlri ne kadar surer');
    expect(folded.text).toContain(opening(faq, 'tr'));
    const draft = await ask(chat, 'zürafa gizli taslak');
    expect(draft.text).not.toContain('Taslak.');
  });

  it('answers in English in an English conversation', async () => {
    const chat = await open('en-US');
    await say(chat, { type: 'event', name: 'startConversation', value: { locale: 'en-US' } });
    const greeting = (await poll(chat)).activities.find((activity) => activity.from.role === 'bot');
    expect(greeting!.text).toMatch(/^Hello/);
    const reply = await ask(chat, 'How long does customs clearance take?');
    expect(reply.text).toContain(opening(faq, 'en'));
    expect(reply.text).toContain(`(/en/faq#${faq.slug_en})`);
  });

  it('answers a seeded container number with its public status and the tracking link', async () => {
    const chat = await open();
    const reply = await ask(chat, 'CSQU3054383 nerede?');
    expect(reply.channelData?.intent).toBe('tracking');
    expect(reply.text).toContain('CSQU3054383');
    expect(reply.text).toMatch(/son durumu: \*\*[^*]+\*\*/);
    expect(reply.text).toContain('(/yuk-takip?number=CSQU3054383)');
    // The arrival line: the ETA's state as the tracking screen shows it for the same answer (lib/domain/eta-status.ts).
    const tracked = trackingAnswer.parse((await api.call('GET', '/api/Tracking/Get?number=CSQU3054383', { headers: { 'Accept-Language': 'tr' } })).json.data);
    expect(reply.text).toContain(etaLine(tracked, 'tr', new Date()));
    expect(reply.text).toMatch(/Tahmini varış: .+ — |Varış yerine ulaştı: /);
    const wrongDigit = await ask(chat, 'CSQU3054384');
    expect(wrongDigit.text).toContain('kontrol basamağı');
    const unknown = await ask(chat, 'MSKU1234565');
    expect(unknown.text).toContain('bulamadım');
  });

  it('turns a quote request into a freight search link that returns offers, with places resolved as the search form resolves them', async () => {
    const chat = await open();
    // The test set sells sea freight from Mersin only: İstanbul is then the province, trucked to the port with offers.
    const reply = await ask(chat, "İstanbul'dan Rotterdam'a 3 palet");
    expect(reply.channelData?.intent).toBe('quote');
    const href = /\((\/lojistik-arama\?q=[^)]+)\)/.exec(reply.text!)?.[1];
    expect(href).toBeDefined();
    const search = JSON.parse(new URL(href!, 'http://x').searchParams.get('q')!) as Record<string, unknown> & { orderDimensionList: { count: number; packageType: string }[] };
    expect(search).toMatchObject({ mode: 'SEA_LCL', origin: 'TR-34', destination: 'NLRTM' });
    expect(search.orderDimensionList[0]).toMatchObject({ count: 3, packageType: 'PALLET' });
    const searched = await api.call('POST', '/api/Freight/Search', { body: search });
    expect(searched.status).toBe(200);
    expect((searched.json.data as { offers: unknown[] }).offers.length).toBeGreaterThan(0);
    // Never the city code TRIST as a seaport.
    const hamburg = await ask(chat, "İstanbul'dan Hamburg'a 3 palet");
    expect(hamburg.text).not.toContain('TRIST');

    const english = await open('en-US');
    await say(english, { type: 'event', name: 'startConversation', value: { locale: 'en-US' } });
    const answer = await ask(english, '2 containers from Mersin to Hamburg');
    const q = JSON.parse(new URL(/\((\/en\/freight-search\?q=[^)]+)\)/.exec(answer.text!)![1]!, 'http://x').searchParams.get('q')!) as Record<string, unknown>;
    expect(q).toMatchObject({ mode: 'SEA_FCL', origin: 'TRMER', destination: 'DEHAM', containers: [{ type: '40DC', count: 2 }] });
  });

  it('offers the contact form when it has no answer', async () => {
    const chat = await open();
    const reply = await ask(chat, 'qwxz plmok vbnrt');
    expect(reply.channelData?.intent).toBe('noMatch');
    expect(reply.text).toContain('(/iletisim-formu)');
  });
});

describe('limits', () => {
  it('refuses a text over 2,000 characters (400, localized)', async () => {
    const chat = await open();
    const answer = await say(chat, { type: 'message', text: 'a'.repeat(2001) }, { 'Accept-Language': 'en' });
    expect(answer.status).toBe(400);
    expect(answer.json.errors?.[0]).toMatchObject({ field: 'text', code: 'chat.textTooLong', message: 'A message can be at most 2,000 characters.' });
    expect((await say(chat, { type: 'message', text: 'a'.repeat(2000) })).status).toBe(200);
  });

  it('refuses a body over 32 kB (413) and attachments (400)', async () => {
    const chat = await open();
    const big = await api.call('POST', `${DL}/conversations/${chat.conversationId}/activities`, { bearer: chat.token, headers: { 'Content-Type': 'application/json' }, rawBody: JSON.stringify({ type: 'message', text: 'x', pad: 'y'.repeat(33 * 1024) }) });
    expect(big.status).toBe(413);
    const attachment = await say(chat, { type: 'message', attachments: [{ contentType: 'image/png', contentUrl: 'x' }] });
    expect(attachment.status).toBe(400);
    expect(attachment.json.errors?.[0]?.code).toBe('chat.attachmentsUnsupported');
  });

  it('refuses new activities after 30 idle minutes (410, localized) and at 500 activities (409)', async () => {
    const chat = await open();
    await api.sql(`update chat_conversations set last_activity_at = now() - interval '31 minutes' where id = '${chat.conversationId}'`);
    const expired = await say(chat, { type: 'message', text: 'hello' });
    expect(expired.status).toBe(410);
    expect(expired.json).toMatchObject({ code: 'chat.expired', message: expect.stringContaining('30 dakika') });
    // Polling still works: the widget reads what was said.
    await poll(chat);

    const full = await open();
    await api.sql(`update chat_conversations set activity_count = ${CHAT_MAX_ACTIVITIES} where id = '${full.conversationId}'`);
    const refused = await say(full, { type: 'message', text: 'hello' }, { 'Accept-Language': 'en' });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'chat.tooManyActivities', message: expect.stringContaining('500') });
  });

  it('limits posts per conversation (429 with Retry-After), not across conversations', async () => {
    const chat = await open();
    const statuses: number[] = [];
    for (let index = 0; index <= CHAT_POSTS_PER_MINUTE; index += 1) statuses.push((await say(chat, { type: 'typing' })).status);
    expect(statuses.slice(0, CHAT_POSTS_PER_MINUTE).every((status) => status === 200)).toBe(true);
    const limited = await say(chat, { type: 'typing' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await open();
    expect((await say(other, { type: 'typing' })).status).toBe(200);
  });
});

describe('transcripts', () => {
  it('lists conversations with their first question and shows one to operations only', async () => {
    const chat = await open();
    await say(chat, { type: 'event', name: 'startConversation', value: { locale: 'tr-TR' } });
    await ask(chat, 'Transkript için ilk soru');
    const tokens = await api.demoTokens();
    const list = await api.call('GET', '/api/Chat/GetTranscripts?pageSize=100', { bearer: tokens.operator });
    expect(list.status).toBe(200);
    const items = (list.json.data as { items: { id: string; firstQuestion: string | null; locale: string }[] }).items;
    expect(items.find((item) => item.id === chat.conversationId)).toMatchObject({ firstQuestion: 'Transkript için ilk soru', locale: 'tr-TR' });
    const english = await api.call('GET', '/api/Chat/GetTranscripts?locale=en-US&pageSize=100', { bearer: tokens.admin });
    expect((english.json.data as { items: { locale: string }[] }).items.every((item) => item.locale === 'en-US')).toBe(true);

    const one = await api.call('GET', `/api/Chat/GetTranscript?id=${encodeURIComponent(chat.conversationId)}`, { bearer: tokens.operator });
    expect(one.status).toBe(200);
    const lines = (one.json.data as { lines: { seq: number; fromRole: string; text: string | null; name: string | null }[] }).lines;
    expect(lines.map((line) => line.fromRole)).toEqual(['user', 'bot', 'user', 'bot']);
    expect(lines[0]!.name).toBe('startConversation');
    expect(lines[2]!.text).toBe('Transkript için ilk soru');
    expect((await api.call('GET', '/api/Chat/GetTranscript?id=nope', { bearer: tokens.admin })).status).toBe(404);
    expect((await api.call('GET', '/api/Chat/GetTranscripts', { bearer: tokens.customer })).status).toBe(403);
    expect((await api.call('GET', '/api/Chat/GetTranscript?id=x', { bearer: tokens.editor })).status).toBe(403);
    expect((await api.call('GET', '/api/Chat/GetTranscripts')).status).toBe(401);
  });
});
