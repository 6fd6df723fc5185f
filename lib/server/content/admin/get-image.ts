import { eq } from 'drizzle-orm';
import { notFound } from '../../api/errors';
import type { Database } from '../../db/client';
import { contentImages } from '../../db/schema';

/** [M5] A stored content image's bytes and type; 404 content.image.notFound. */
export async function getImage(db: Database, id: string): Promise<{ content: Buffer; mediaType: string; sha256: string }> {
  const [row] = await db.select({ content: contentImages.content, mediaType: contentImages.mediaType, sha256: contentImages.sha256 }).from(contentImages).where(eq(contentImages.id, id));
  if (!row) throw notFound('content.image.notFound');
  return { content: Buffer.from(row.content), mediaType: row.mediaType, sha256: row.sha256 };
}
