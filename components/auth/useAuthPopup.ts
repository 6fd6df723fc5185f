import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import type { Flow } from '@/lib/auth/msal-config';
import { useLocale } from '@/lib/i18n';

/**
 * Runs a sign-in or registration popup. MSAL arrives with the click (a chunk of its own), and every
 * failure (blocked popup, closed popup, another interaction in progress) ends in a localized toast
 * and a usable page.
 */
export function useAuthPopup() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const start = async (flow: Flow, loginHint?: string): Promise<boolean> => {
    setBusy(true);
    try {
      const { signInWithPopup } = await import('./sign-in');
      await signInWithPopup(flow, locale, loginHint);
      return true;
    } catch (error) {
      const reason = (error as { reason?: string } | null)?.reason ?? 'failed';
      toast.error(t(`auth.errors.${reason}`), { toastId: `auth-${reason}` });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { start, busy };
}
