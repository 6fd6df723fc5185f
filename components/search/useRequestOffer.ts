import { isAxiosError } from 'axios';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from 'next-i18next/pages';
import { useAuthPopup } from '@/components/auth/useAuthPopup';
import { http } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import type { RequestSummary } from '@/lib/schemas/request';
import { forgetPendingOffer, rememberPendingOffer } from '@/lib/search/pending-offer';
import { uploadFiles } from '@/lib/search/upload-files';
import { useAttachments } from '@/store/attachments';
import { useSearch } from '@/store/search';
import { useSignedInUser } from '@/store/session';

type Stage = { kind: 'idle' } | { kind: 'working'; tariffId: string } | { kind: 'created'; request: RequestSummary };

/**
 * "Request this offer": an anonymous visitor signs in through the popup first (the page, the search
 * and the chosen offer stay), then the chosen files are uploaded and the request is created. One
 * idempotency key per click, so a double click or a retried call never makes two requests.
 */
export function useRequestOffer(search: unknown, searchKey: string) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const user = useSignedInUser();
  const { start } = useAuthPopup();
  const files = useAttachments((state) => state.files);
  const setFiles = useAttachments((state) => state.setFiles);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });

  const request = async (tariffId: string) => {
    if (stage.kind === 'working') return;
    rememberPendingOffer({ searchKey, tariffId });
    setStage({ kind: 'working', tariffId });
    try {
      if (!user) {
        toast.info(t('request.signInFirst'), { toastId: 'request-sign-in' });
        if (!(await start('signIn'))) return setStage({ kind: 'idle' });
      }
      const fileIds = files.length > 0 ? await uploadFiles(files) : [];
      const { data } = await http.post<{ data: RequestSummary }>('/Demand/Create', { search, tariffId, fileIds }, { headers: { 'Accept-Language': locale, 'Idempotency-Key': crypto.randomUUID() } });
      forgetPendingOffer();
      setFiles([]);
      useSearch.getState().update({ files: [] });
      setStage({ kind: 'created', request: data.data });
    } catch (error) {
      const message = isAxiosError<{ message?: string }>(error) ? error.response?.data?.message : undefined;
      toast.error(message ?? t('request.failed'), { toastId: 'request-failed' });
      setStage({ kind: 'idle' });
    }
  };

  return { request, stage, dismiss: () => setStage({ kind: 'idle' }), signedIn: Boolean(user) };
}
