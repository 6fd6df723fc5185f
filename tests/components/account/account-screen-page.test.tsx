// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountScreenPage, useScreenReload } from '@/components/account/AccountScreenPage';
import { SCREEN_DATA_ID } from '@/lib/account/screen-data';
import { routePath, type Locale } from '@/lib/routes';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';
import { useSession } from '@/store/session';
import { localeTexts, translatedTree } from '../../support/render-translated';

/**
 * [P1] An account screen's page: rendered from the data the server put into the page on a full load, or from
 * GET /api/Account/Screen on a navigation; a missing record, a failure and an ended session each say what happens.
 */
const user = { userId: 'u1', email: 'ayse@example.com', emailVerified: true, roles: ['Customer'], fullName: 'Ayşe Yılmaz', firstName: 'Ayşe', lastName: 'Yılmaz', uniqueName: '', companyName: '' };

function RequestScreen({ sessionUser, note }: ProtectedPageProps & Partial<{ note: string }>) {
  const reload = useScreenReload();
  return (
    <div>
      <p data-testid="screen">
        {sessionUser.fullName}: {note}
      </p>
      <button onClick={() => void reload()}>reload</button>
    </div>
  );
}
const Page = accountScreenPage('requestDetail', RequestScreen);
const screenTexts = (locale: Locale) => (localeTexts(locale, 'common') as { auth: { screen: Record<'loading' | 'notFound' | 'failed' | 'retry' | 'toDashboard', string> } }).auth.screen;

const answer = (status: number, data?: object) => new Response(JSON.stringify(data ? { isSuccess: true, data } : { isSuccess: false }), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();

async function show(locale: Locale, path = '/my-account/requests/request-detail?id=5') {
  render(await translatedTree(<Page />, locale, ['common', 'pages'], path));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(window, 'location', { value: { ...window.location, assign }, configurable: true, writable: true });
  useSession.setState({ screenUser: null });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  assign.mockReset();
  document.getElementById(SCREEN_DATA_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('an account screen’s page', () => {
  it('renders from the data the server put into the page, without asking for it again, and takes it only once', async () => {
    document.body.insertAdjacentHTML('beforeend', `<script id="${SCREEN_DATA_ID}" type="application/json">${JSON.stringify({ sessionUser: user, requiredRoles: null, note: 'from the page' })}</script>`);
    await show('tr');
    expect(await screen.findByTestId('screen')).toHaveProperty('textContent', 'Ayşe Yılmaz: from the page');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(SCREEN_DATA_ID)).toBeNull();
    // The header learns the user from it (a tab without a token of its own).
    expect(useSession.getState().screenUser?.email).toBe('ayse@example.com');
  });

  it('loads its data with its own query on a navigation, in the page’s language, and again when its action asks', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { sessionUser: user, requiredRoles: null, note: 'first' })).mockResolvedValueOnce(answer(200, { sessionUser: user, requiredRoles: null, note: 'second' }));
    await show('en');
    expect(await screen.findByTestId('screen')).toHaveProperty('textContent', 'Ayşe Yılmaz: first');
    const [address, init] = fetchMock.mock.calls[0]!;
    expect(address).toBe('/api/Account/Screen?screen=requestDetail&id=5');
    expect(init?.headers).toEqual({ 'Accept-Language': 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(await screen.findByText('Ayşe Yılmaz: second')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows placeholders while its data is on the way, and the menu of a user it already knows', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    await show('tr');
    expect(screen.getByTestId('account-screen-loading').getAttribute('aria-label')).toBe(screenTexts('tr').loading);
    expect(screen.queryByRole('link', { name: 'Panel' })).toBeNull();
    cleanup();
    // A navigation from another screen: the user is known, the menu stays.
    useSession.setState({ screenUser: user as never });
    await show('tr');
    expect(screen.getByTestId('account-screen-loading')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Panel' }).getAttribute('href')).toBe('/hesabim/panel');
  });

  for (const locale of ['tr', 'en'] as const) {
    it(`${locale}: says a record that is missing or not the viewer's is not there, and leads to the dashboard`, async () => {
      fetchMock.mockResolvedValueOnce(answer(404));
      await show(locale);
      expect(await screen.findByText(screenTexts(locale).notFound)).toBeTruthy();
      expect(screen.getByRole('link', { name: screenTexts(locale).toDashboard }).getAttribute('href')).toBe(routePath('dashboard', locale));
    });

    it(`${locale}: a failed load says so and tries again on request`, async () => {
      fetchMock.mockResolvedValueOnce(answer(500)).mockResolvedValueOnce(answer(200, { sessionUser: user, requiredRoles: null, note: 'back' }));
      await show(locale);
      expect(await screen.findByText(screenTexts(locale).failed)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: screenTexts(locale).retry }));
      expect(await screen.findByText('Ayşe Yılmaz: back')).toBeTruthy();
    });

    it(`${locale}: a session that has ended leads to the login page`, async () => {
      fetchMock.mockResolvedValueOnce(answer(401));
      await show(locale);
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(locale === 'tr' ? '/uye-giris' : '/en/login'));
      expect(screen.getByTestId('account-screen-loading')).toBeTruthy();
    });
  }
});
