import { AdminShell } from '@/components/admin/AdminShell';
import { MailPreviewsView } from '@/components/admin/mail-previews/MailPreviewsView';
import { adminPage, type AdminPageProps } from '@/lib/server/admin/admin-page';
import { publicOrigin } from '@/lib/server/mail/public-origin';
import { previewKindOf } from '@/lib/admin/mail-preview-kinds';
import { mailPreview, type MailPreview } from '@/lib/server/notifications/mail-previews';

type MailPreviewsProps = { preview: MailPreview; origin: string };

/** /admin/mail-previews?event=…: each mail in both languages, rendered from a sample booking, shipment or endpoint (Operator, Admin). */
export default function AdminMailPreviewsPage({ preview, origin, ...props }: AdminPageProps & Partial<MailPreviewsProps>) {
  return (
    <AdminShell section="mailPreviews" {...props}>
      {preview && <MailPreviewsView preview={preview} origin={origin ?? ''} />}
    </AdminShell>
  );
}

export const getServerSideProps = adminPage<MailPreviewsProps>('mailPreviews', async (context) => ({
  preview: mailPreview(previewKindOf(context.query.event)),
  origin: publicOrigin(),
}));
