import { and, asc, eq, gt } from 'drizzle-orm';
import { CHAT_PAGE_SIZE } from '../../domain/chat';
import type { ChatActivity } from '../../schemas/chat';
import type { Database } from '../db/client';
import { chatActivities } from '../db/schema';

/**
 * GET {domain}/conversations/{id}/activities?watermark=: the activities after the watermark (the last
 * seq the client has), in order, at most a page; the new watermark is the last one answered. One range
 * read on the primary key (conversation_id, seq).
 */
export async function getActivities(db: Database, conversationId: string, watermark: number): Promise<{ activities: ChatActivity[]; watermark: string }> {
  const rows = await db
    .select({ seq: chatActivities.seq, activity: chatActivities.activity })
    .from(chatActivities)
    .where(and(eq(chatActivities.conversationId, conversationId), gt(chatActivities.seq, watermark)))
    .orderBy(asc(chatActivities.seq))
    .limit(CHAT_PAGE_SIZE);
  const last = rows.at(-1)?.seq ?? watermark;
  return { activities: rows.map((row) => row.activity as ChatActivity), watermark: String(last) };
}
