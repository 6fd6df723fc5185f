// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestActions } from '@/components/account/requests/RequestActions';
import { CancelReservationButton } from '@/components/account/reservations/CancelReservationButton';
import { RefuseTransferButton } from '@/components/account/reservations/RefuseTransferButton';
import { api, ApiFailure } from '@/lib/client/api';
import type { Locale } from '@/lib/routes';
import { localeTexts, translatedTree } from '../support/render-translated';

/**
 * The confirmations that ask why (components/common/ReasonDialog.tsx), as the account screens use them: cancelling a
 * reservation and refusing a transfer receipt want a reason and say so before anything is sent; closing a request
 * takes one if given. An empty required reason stops before the call; the calls that go out are answered here
 * (components/common/useReasonDialog.ts decides what the answer does to the dialog).
 */
type Account = {
  reservations: { cancel: Record<string, string>; detail: { refuseDialog: Record<string, string> } };
  actions: { reason: string; keep: string; confirm: Record<'reject' | 'cancel', Record<'title' | 'body' | 'action', string>> };
};
const account = (locale: Locale) => localeTexts(locale, 'account') as unknown as Account;
const mount = async (element: Parameters<typeof translatedTree>[0], locale: Locale) => render(await translatedTree(element, locale, ['account', 'common'], '/hesabim'));
const noop = async () => undefined;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

for (const locale of ['tr', 'en'] as const) {
  describe(`reason dialogs (${locale})`, () => {
    const texts = account(locale);

    it('cancelling a reservation: the title names it, the body is the reader’s, an empty reason is refused on leaving the field and on confirming', async () => {
      await mount(<CancelReservationButton reservation={{ id: 9, reference: 'BK-2026-000009', status: 'awaitingPayment', asCustomer: true }} onDone={noop} />, locale);
      fireEvent.click(screen.getByTestId('cancel-reservation'));
      const dialog = await screen.findByRole('dialog', { name: texts.reservations.cancel.title!.replace('{{reference}}', 'BK-2026-000009') });
      expect(dialog.textContent).toContain(texts.reservations.cancel.bodyCustomer);
      const field = within(dialog).getByTestId('cancel-reason') as HTMLTextAreaElement;
      expect(field.required).toBe(true);
      expect(field.name).toBe('reason');
      expect(field.maxLength).toBe(1000);
      expect(dialog.textContent).toContain(texts.reservations.cancel.reasonHelp);
      fireEvent.blur(field);
      expect(dialog.textContent).toContain(texts.reservations.cancel.reasonRequired);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      fireEvent.change(field, { target: { value: 'Yükleme ertelendi' } });
      expect(dialog.textContent).not.toContain(texts.reservations.cancel.reasonRequired);
      fireEvent.change(field, { target: { value: '   ' } });
      fireEvent.click(within(dialog).getByTestId('confirm-cancel-reservation'));
      expect(dialog.textContent).toContain(texts.reservations.cancel.reasonRequired);
      expect(screen.getByRole('dialog')).toBe(dialog);
    });

    it('refusing a transfer receipt: the reason is asked for on confirming, the hint until then', async () => {
      const refuse = texts.reservations.detail.refuseDialog;
      await mount(<RefuseTransferButton paymentId={4} reference="BK-2026-000009" disabled={false} onDone={noop} />, locale);
      fireEvent.click(screen.getByTestId('refuse-transfer'));
      const dialog = await screen.findByRole('dialog', { name: refuse.title!.replace('{{reference}}', 'BK-2026-000009') });
      const field = within(dialog).getByTestId('refuse-reason') as HTMLTextAreaElement;
      expect(field.required).toBe(true);
      expect(field.maxLength).toBe(500);
      expect(document.activeElement).toBe(field);
      expect(dialog.textContent).toContain(refuse.hint);
      fireEvent.click(within(dialog).getByTestId('confirm-refuse-transfer'));
      expect(dialog.textContent).toContain(refuse.required);
      expect(dialog.textContent).not.toContain(refuse.hint);
      expect(within(dialog).getByRole('button', { name: refuse.keep })).toBeTruthy();
    });

    it('closing a request: each action’s own title, body and button, and a reason that may stay empty', async () => {
      for (const action of ['reject', 'cancel'] as const) {
        await mount(<RequestActions requestId={7} actions={['approve', 'reject', 'cancel']} />, locale);
        fireEvent.click(screen.getByTestId(`request-${action}`));
        const words = texts.actions.confirm[action];
        const dialog = await screen.findByRole('dialog', { name: words.title });
        expect(dialog.textContent).toContain(words.body);
        const field = within(dialog).getByRole('textbox', { name: texts.actions.reason }) as HTMLTextAreaElement;
        expect(field.required).toBe(false);
        expect(field.maxLength).toBe(1000);
        const confirm = within(dialog).getByTestId('confirm-action');
        expect(confirm.textContent).toBe(words.action);
        expect(confirm.className).toContain(action === 'reject' ? 'MuiButton-colorError' : 'MuiButton-colorPrimary');
        expect(within(dialog).getByRole('button', { name: texts.actions.keep })).toBeTruthy();
        cleanup();
      }
    });

    it('the answer decides: the server’s reason error stays in the field, a conflict closes and reloads, a success closes and reloads once', async () => {
      const reload = vi.fn(noop);
      const post = vi.spyOn(api, 'post');
      await mount(<RefuseTransferButton paymentId={4} reference="BK-2026-000009" disabled={false} onDone={reload} />, locale);
      fireEvent.click(screen.getByTestId('refuse-transfer'));
      const dialog = await screen.findByRole('dialog');
      const field = within(dialog).getByTestId('refuse-reason') as HTMLTextAreaElement;

      post.mockRejectedValueOnce(new ApiFailure(400, 'VALIDATION', undefined, [{ field: 'reason', code: 'too_small', message: 'Too short, says the server' }]));
      fireEvent.change(field, { target: { value: ' Eksik dekont ' } });
      fireEvent.click(within(dialog).getByTestId('confirm-refuse-transfer'));
      await within(dialog).findByText('Too short, says the server');
      expect(post).toHaveBeenLastCalledWith('Payment/RejectTransfer', { paymentId: 4, reason: 'Eksik dekont' }, { locale });
      expect(reload).not.toHaveBeenCalled();
      // Writing again clears the server's word.
      fireEvent.change(field, { target: { value: 'Eksik dekont, tutar tutmuyor' } });
      expect(dialog.textContent).not.toContain('Too short, says the server');

      post.mockRejectedValueOnce(new ApiFailure(409, 'CONFLICT', undefined, []));
      fireEvent.click(within(dialog).getByTestId('confirm-refuse-transfer'));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      post.mockResolvedValueOnce(undefined as never);
      fireEvent.click(screen.getByTestId('refuse-transfer'));
      const again = await screen.findByRole('dialog');
      expect((within(again).getByTestId('refuse-reason') as HTMLTextAreaElement).value, 'opened empty').toBe('');
      fireEvent.change(within(again).getByTestId('refuse-reason'), { target: { value: 'Tutar eksik' } });
      fireEvent.click(within(again).getByTestId('confirm-refuse-transfer'));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });
}
