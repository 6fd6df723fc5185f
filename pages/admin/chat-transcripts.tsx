import { AdminShell } from '@/components/admin/AdminShell';
import { ChatTranscriptDetail, ChatTranscriptList, type TranscriptFilters } from '@/components/chat/admin/ChatTranscriptsView';
import { chatTranscriptQuery, chatTranscriptsQuery, type ChatTranscript, type ChatTranscriptPage } from '@/lib/schemas/chat';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';
import { ApiError } from '@/lib/server/api/errors';
import { getTranscript, listTranscripts } from '@/lib/server/chat/list-transcripts';
import { getDb } from '@/lib/server/db/client';

type TranscriptsProps = { transcripts: ChatTranscriptPage | null; transcript: ChatTranscript | null; filters: TranscriptFilters };

/** /admin/chat-transcripts: the assistant's stored conversations (Operator, Admin); ?id= opens one. */
export default function AdminChatTranscriptsPage({ transcripts, transcript, filters, ...props }: AdminPageProps & Partial<TranscriptsProps>) {
  return (
    <AdminShell section="chatTranscripts" leaf={transcript ? transcript.firstQuestion ?? transcript.id : undefined} {...props}>
      {transcript ? <ChatTranscriptDetail transcript={transcript} /> : transcripts && <ChatTranscriptList data={transcripts} filters={filters ?? {}} />}
    </AdminShell>
  );
}

const text = (value: string | string[] | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export const getServerSideProps = adminPage<TranscriptsProps>('chatTranscripts', async (context) => {
  const db = await getDb();
  const { query } = context;
  const selected = chatTranscriptQuery.safeParse({ id: text(query.id) });
  if (selected.success) {
    try {
      return { transcripts: null, transcript: await getTranscript(db, selected.data.id), filters: {} };
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
      return null;
    }
  }
  // The address bar's filters through the API's own schema; invalid ones fall back to none.
  const candidate = { page: text(query.page), locale: text(query.locale), from: text(query.from), to: text(query.to) };
  const parsed = chatTranscriptsQuery.safeParse(candidate);
  const request = parsed.success ? parsed.data : chatTranscriptsQuery.parse({});
  const filters = Object.fromEntries(Object.entries({ locale: request.locale, from: request.from, to: request.to }).filter(([, value]) => value !== undefined)) as TranscriptFilters;
  return { transcripts: await listTranscripts(db, request), transcript: null, filters };
});
