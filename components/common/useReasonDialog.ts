import { useState } from 'react';
import { ApiFailure, failureMessage, fieldProblems } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import type { ReasonDialogProps } from './ReasonDialog';

export interface ReasonDecision {
  /** Sends the decision with the reason as written, trimmed ('' when none was given). */
  send: (reason: string) => Promise<unknown>;
  /** The message that shows when the reason is left empty; without it the reason is optional. */
  requiredMessage?: string;
  /** The toast once the server has taken the decision. */
  done: { message: string; toastId: string };
  /** The toast's fallback text when it failed without a message of the server's own. */
  failed: { message: string; toastId: string };
  /** Reloads the screen from the server: after the decision, and after a conflict (decided meanwhile, or gone). */
  reload: () => Promise<unknown>;
}

/**
 * The state of a ReasonDialog that confirms a decision with a reason (a cancellation, a refusal): `start` opens it
 * empty; confirming checks a required reason, sends, shows the server's reason-field error in the field, toasts the
 * outcome and reloads the screen. The caller adds the texts: the title, the body, the labels.
 */
export function useReasonDialog(decision: ReasonDecision) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const missing = Boolean(decision.requiredMessage) && reason.trim() === '';

  const reloadClosed = async () => {
    setOpen(false);
    await decision.reload();
  };

  const confirm = async () => {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    try {
      await decision.send(reason.trim());
    } catch (failure) {
      setBusy(false);
      const problem = fieldProblems(failure).find((item) => item.field === 'reason');
      if (problem) return setServerError(problem.message);
      toast.error(failureMessage(failure, decision.failed.message), { toastId: decision.failed.toastId });
      const status = failure instanceof ApiFailure ? failure.status : undefined;
      if (status === 409 || status === 404) await reloadClosed();
      return;
    }
    toast.success(decision.done.message, { toastId: decision.done.toastId });
    setBusy(false);
    await reloadClosed();
  };

  return {
    start: () => {
      setReason('');
      setTouched(false);
      setServerError(null);
      setOpen(true);
    },
    dialog: {
      open,
      busy,
      onClose: () => setOpen(false),
      onConfirm: () => void confirm(),
    } satisfies Partial<ReasonDialogProps>,
    reason: {
      value: reason,
      onChange: (value: string) => {
        setReason(value);
        setServerError(null);
      },
      onBlur: () => setTouched(true),
      required: Boolean(decision.requiredMessage),
      error: serverError ?? (touched && missing ? decision.requiredMessage! : null),
    },
  };
}
