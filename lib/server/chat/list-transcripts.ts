import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { ChatTranscript, ChatTranscriptPage, ChatTranscriptsQuery } from '../../schemas/chat';
import { notFound } from '../api/errors';
import type { Database } from '../db/client';
import { chatActivities, chatConversations } from '../db/schema';

/** The first message a visitor typed in a conversation (correlated, on the activities' primary key). */
const firstQuestion = sql<string | null>`(select ${chatActivities.text} from ${chatActivities} where ${chatActivities.conversationId} = ${chatConversations.id} and ${chatActivities.fromRole} = 'user' and ${chatActivities.type} = 'message' order by ${chatActivities.seq} limit 1)`;

const summaryColumns = {
  id: chatConversations.id,
  locale: chatConversations.locale,
  userId: chatConversations.userId,
  createdAt: chatConversations.createdAt,
  lastActivityAt: chatConversations.lastActivityAt,
  activityCount: chatConversations.activityCount,
  firstQuestion,
};

type SummaryRow = { id: string; locale: string; userId: string | null; createdAt: Date; lastActivityAt: Date; activityCount: number; firstQuestion: string | null };
const summaryOf = (row: SummaryRow) => ({
  id: row.id,
  locale: row.locale,
  signedIn: row.userId !== null,
  createdAt: row.createdAt.toISOString(),
  lastActivityAt: row.lastActivityAt.toISOString(),
  activityCount: row.activityCount,
  firstQuestion: row.firstQuestion,
});

/**
 * Operators' transcript list (the route admits Operator and Admin only): conversations that have
 * anything in them, newest activity first, by locale and by day (Istanbul days, as the team works).
 */
export async function listTranscripts(db: Database, query: ChatTranscriptsQuery): Promise<ChatTranscriptPage> {
  const filters: SQL[] = [sql`${chatConversations.activityCount} > 0`];
  if (query.locale) filters.push(eq(chatConversations.locale, query.locale));
  if (query.from) filters.push(gte(chatConversations.lastActivityAt, new Date(`${query.from}T00:00:00+03:00`)));
  if (query.to) filters.push(lt(chatConversations.lastActivityAt, new Date(new Date(`${query.to}T00:00:00+03:00`).getTime() + 86_400_000)));
  const where = and(...filters);
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(chatConversations)
      .where(where)
      .orderBy(desc(chatConversations.lastActivityAt), desc(chatConversations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(chatConversations).where(where),
  ]);
  return { items: rows.map(summaryOf), total: count?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** One conversation's transcript: its summary and every stored activity in order. */
export async function getTranscript(db: Database, id: string): Promise<ChatTranscript> {
  const [row] = await db.select(summaryColumns).from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
  if (!row) throw notFound('chat.conversationNotFound');
  const lines = await db
    .select({ seq: chatActivities.seq, type: chatActivities.type, fromRole: chatActivities.fromRole, text: chatActivities.text, activity: chatActivities.activity, at: chatActivities.createdAt })
    .from(chatActivities)
    .where(eq(chatActivities.conversationId, id))
    .orderBy(asc(chatActivities.seq));
  return {
    ...summaryOf(row),
    lines: lines.map((line) => ({
      seq: line.seq,
      type: line.type,
      fromRole: line.fromRole as 'user' | 'bot',
      text: line.text,
      name: typeof line.activity.name === 'string' ? line.activity.name : null,
      at: line.at.toISOString(),
    })),
  };
}
