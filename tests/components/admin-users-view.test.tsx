// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UsersView } from '@/components/admin/users/UsersView';
import type { AdminUser } from '@/lib/schemas/admin-users';
import type { Locale } from '@/lib/routes';
import { localeTexts, translatedTree } from '../support/render-translated';

/** The admin's users table: their own row says on the screen why it can't be deactivated (a disabled button shows no tooltip). */
const user = (id: string, email: string, isSelf: boolean): AdminUser => ({
  id,
  email,
  firstName: isSelf ? 'Ada' : 'Deniz',
  lastName: 'Yılmaz',
  roles: isSelf ? ['Admin'] : ['Customer'],
  companyId: null,
  companyName: null,
  isActive: true,
  lastSignInAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  isSelf,
});

afterEach(cleanup);

for (const locale of ['tr', 'en'] as const satisfies readonly Locale[]) {
  describe(`users table (${locale})`, () => {
    it('names the reason on the admin’s own row and ties it to the disabled deactivate button; other rows keep theirs on', async () => {
      const texts = (localeTexts(locale, 'admin') as { users: Record<string, string> }).users;
      const items = [user('self', 'ada@navlunport.test', true), user('other', 'deniz@navlunport.test', false)];
      const state = { pageNumber: 1, pageSize: 10, sortColumn: 'Email', sortDescending: false, search: '', role: '', status: 'all' } as const;
      render(await translatedTree(<UsersView initial={{ items, totalCount: 2, pageNumber: 1, pageSize: 10 }} initialState={state} />, locale, ['admin', 'common'], '/admin/users'));
      const note = screen.getByTestId('user-self-note');
      expect(note.textContent).toBe(texts.selfNote);
      const own = screen.getByRole('button', { name: texts.deactivateOf!.replace('{{email}}', 'ada@navlunport.test') }) as HTMLButtonElement;
      expect(own.disabled).toBe(true);
      expect(own.getAttribute('aria-describedby')).toBe(note.id);
      const other = screen.getByRole('button', { name: texts.deactivateOf!.replace('{{email}}', 'deniz@navlunport.test') }) as HTMLButtonElement;
      expect(other.disabled).toBe(false);
      expect(other.getAttribute('aria-describedby')).toBeNull();
      expect(screen.getAllByTestId('user-self-note')).toHaveLength(1);
      expect(within(note.closest('tr')!).getByText('ada@navlunport.test', { selector: 'td' })).toBeTruthy();
    });
  });
}
