import { useState } from 'react';
import { failureMessage } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { useLocale } from '@/lib/i18n';
import type { ContentImage } from '@/lib/schemas/content-admin';
import { contentApi, uploadProblem } from './content-api';

/**
 * Uploads one content image after the client's checks (an image, at most 5 MB); a refusal of either
 * side (the server's 413/415 messages) is a toast. Answers the stored image or null.
 */
export function useImageUpload(): { upload: (file: File) => Promise<ContentImage | null>; uploading: boolean } {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    const problem = uploadProblem(file);
    if (problem) {
      toast.error(t(`content.image.${problem}`), { toastId: 'content-image-problem' });
      return null;
    }
    setUploading(true);
    try {
      return await contentApi.uploadImage(file, locale);
    } catch (failure) {
      toast.error(failureMessage(failure, t('content.image.failed')), { toastId: 'content-image-failed' });
      return null;
    } finally {
      setUploading(false);
    }
  };
  return { upload, uploading };
}
