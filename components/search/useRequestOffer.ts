import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { useAuthPopup } from '@/components/auth/useAuthPopup';
import { api, ApiFailure, failureMessage } from '@/lib/client/api';
import { useLocale } from '@/lib/i18n';
import type { ServiceKey } from '@/lib/routes';
import type { FreightSearchRequest } from '@/lib/schemas/freight';
import type { RequestSummary } from '@/lib/schemas/request';
import { forgetPendingOffer, rememberPendingOffer } from '@/lib/search/pending-offer';
import { useAttachments } from '@/store/attachments';
import { useSearch } from '@/store/search';
import { useSignedInUser } from '@/store/session';

const isUnauthorized = (error: unknown) => error instanceof ApiFailure && error.status === 401;

type Stage = { kind: 'idle' } | { kind: 'working'; tariffId: string | null } | { kind: 'created'; request: RequestSummary };

/** What is asked for: an offer of a search (its tariff), or, without one, a quote for the search (the control tower). */
export interface RequestAsk {
  search: unknown;
  searchKey: string;
  tariffId?: string;
  service?: ServiceKey;
}

/**
 * "Request this offer" (or, without an offer, "request a quote"): an anonymous visitor signs in through the popup first (the page, the search
 * and the chosen offer stay), then the chosen files are uploaded and the request is created. One
 * idempotency key per click, so a double click or a retried call never makes two requests.
 */
export function useRequestOffer({ serverSession = false }: { serverSession?: boolean } = {}) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const user = useSignedInUser();
  const { start } = useAuthPopup();
  const files = useAttachments((state) => state.files);
  const setFiles = useAttachments((state) => state.setFiles);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });

  const signIn = async () => {
    toast.info(t('request.signInFirst'), { toastId: 'request-sign-in' });
    return start('signIn');
  };

  const request = async ({ search, searchKey, tariffId, service }: RequestAsk) => {
    if (stage.kind === 'working') return;
    if (tariffId) rememberPendingOffer({ searchKey, tariffId });
    setStage({ kind: 'working', tariffId: tariffId ?? null });
    // One key per click: the retry after a sign-in, or a double click, never makes a second request.
    const idempotencyKey = crypto.randomUUID();
    const send = async () => {
      const fileIds = files.length > 0 ? await import('@/lib/search/upload-files').then(({ uploadFiles }) => uploadFiles(files, { locale })) : [];
      // The search may come from the address bar: the server validates it (a 400 names the field).
      return api.post('Demand/Create', { search: search as FreightSearchRequest, tariffId, service, fileIds }, { locale, headers: { 'Idempotency-Key': idempotencyKey } });
    };
    try {
      // A visitor known to be signed out signs in first; a session (this tab's, or the server's cookie) is tried as is and renewed on a 401.
      if (!user && !serverSession && !(await signIn())) return setStage({ kind: 'idle' });
      const created = await send().catch(async (error: unknown) => {
        if (!isUnauthorized(error) || !(await signIn())) throw error;
        return send();
      });
      forgetPendingOffer();
      setFiles([]);
      useSearch.getState().update({ files: [] });
      setStage({ kind: 'created', request: created });
    } catch (error) {
      if (!isUnauthorized(error)) toast.error(failureMessage(error, t('request.failed')), { toastId: 'request-failed' });
      setStage({ kind: 'idle' });
    }
  };

  return { request, stage, dismiss: () => setStage({ kind: 'idle' }), signedIn: Boolean(user) || serverSession };
}
