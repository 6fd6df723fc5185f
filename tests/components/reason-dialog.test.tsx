// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestActions } from '@/components/account/requests/RequestActions';
import { CancelReservationButton } from '@/components/account/reservations/CancelReservationButton';
import { RefuseTransferButton } from '@/components/account/reservations/RefuseTransferButton';
import type { Locale } from '@/lib/routes';
import { localeTexts, translatedTree } from '../support/render-translated';

/**
 * The confirmations that ask why (components/common/ReasonDialog.tsx), as the account screens use them: cancelling a
 * reservation and refusing a transfer receipt want a reason and say so before anything is sent; closing a request
 * takes one if given. Nothing here reaches the API: an empty required reason stops before the call.
 */
type Account = {
  reservations: { cancel: Record<string, string>; detail: { refuseDialog: Record<string, string> } };
  actions: { reason: string; keep: string; confirm: Record<'reject' | 'cancel', Record<'title' | 'body' | 'action', string>> };
};
const account = (locale: Locale) => localeTexts(locale, 'account') as unknown as Account;
const mount = async (element: Parameters<typeof translatedTree>[0], locale: Locale) => render(await translatedTree(element, locale, ['account', 'common'], '/hesabim'));
const noop = async () => undefined;

afterEach(cleanup);

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
  });
}
