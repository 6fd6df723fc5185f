import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useRouter } from 'next/router';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { AccountScreen } from '@/components/account/AccountScreen';
import { RouteButton } from '@/components/common/RouteLink';
import { takeScreenData } from '@/lib/account/screen-data';
import { apiHref } from '@/lib/api/href';
import { useLocale } from '@/lib/i18n';
import type { ProtectedPageProps } from '@/lib/server/auth/page-session';
import { routePath, withLocalePrefix, type AccountKey } from '@/lib/routes';
import { useSession } from '@/store/session';

type ScreenState<P> = { kind: 'loading' } | { kind: 'ready'; props: ProtectedPageProps & Partial<P> } | { kind: 'notFound' } | { kind: 'failed' };

/** Loads the screen's data again, without leaving it (after an action changed its record). */
const ReloadContext = createContext<(() => Promise<void>) | null>(null);

/**
 * What a screen does after an action changed what it shows: an account screen loads its data again; a page
 * rendered per request (the admin area) asks the server for its props again.
 */
export function useScreenReload(): () => Promise<void> {
  const reload = useContext(ReloadContext);
  const router = useRouter();
  return reload ?? (() => router.replace(router.asPath, undefined, { scroll: false }).then(() => undefined));
}

/** The router's address without its fragment (a jump within the screen loads nothing). */
const addressOf = (asPath: string) => asPath.split('#')[0]!;
/** The query part of the address, as the screen's own page reads it. */
const searchOf = (address: string) => address.split('?')[1] ?? '';

/**
 * An account screen's page: a shell prerendered once per language (the frame, the menu's place, the screen's
 * title), filled with the signed-in user's data in the browser. On a full page load the server has already put
 * the data into the page (lib/server/account/screen-page.ts, which also answers 307, 403 and 404 there); on a
 * navigation the screen loads it from GET /api/Account/Screen with its own query. A session that has ended
 * meanwhile sends the visitor to the login page, as a full page load would.
 */
export function accountScreenPage<P extends object>(routeKey: AccountKey, Screen: ComponentType<ProtectedPageProps & Partial<P>>) {
  function AccountScreenPage() {
    const router = useRouter();
    const locale = useLocale();
    const { t } = useTranslation('common');
    const [state, setState] = useState<ScreenState<P>>({ kind: 'loading' });
    const setScreenUser = useSession((session) => session.setScreenUser);
    // The address whose data is in or on its way, and whether the page's own data (a full load's) is still to take.
    const loadedFor = useRef<string | null>(null);
    const firstLoad = useRef(true);

    const load = useCallback(
      async (search: string, signal?: AbortSignal) => {
        const response = await fetch(`${apiHref('Account/Screen', { screen: routeKey })}${search ? `&${search}` : ''}`, { headers: { 'Accept-Language': locale }, signal }).catch(() => null);
        if (signal?.aborted) return;
        if (response?.status === 401) return window.location.assign(withLocalePrefix(routePath('login', locale), locale));
        if (response?.status === 404) return setState({ kind: 'notFound' });
        const answer = response?.ok ? ((await response.json().catch(() => null)) as { data?: ProtectedPageProps & Partial<P> } | null) : null;
        if (signal?.aborted) return;
        setState(answer?.data ? { kind: 'ready', props: answer.data } : { kind: 'failed' });
      },
      [locale],
    );

    const address = addressOf(router.asPath);
    useEffect(() => {
      if (!router.isReady || loadedFor.current === address) return;
      loadedFor.current = address;
      const injected = firstLoad.current ? (takeScreenData() as (ProtectedPageProps & Partial<P>) | undefined) : undefined;
      firstLoad.current = false;
      if (injected) return setState({ kind: 'ready', props: injected });
      const controller = new AbortController();
      void load(searchOf(address), controller.signal);
      return () => {
        // Another address, or the screen left: this load's answer is no longer wanted (a new run loads again).
        controller.abort();
        loadedFor.current = null;
      };
    }, [router.isReady, address, load]);

    // The header and the next screen's menu know the user from here on (until a sign-out).
    const user = state.kind === 'ready' ? state.props.sessionUser : null;
    useEffect(() => {
      if (user) setScreenUser(user);
    }, [user, setScreenUser]);
    const knownUser = useSession((session) => session.screenUser);

    const reload = useCallback(() => load(searchOf(address)), [load, address]);
    if (state.kind === 'ready') {
      return (
        <ReloadContext.Provider value={reload}>
          <Screen {...state.props} />
        </ReloadContext.Provider>
      );
    }
    return (
      <AccountScreen routeKey={routeKey} sessionUser={knownUser} loading>
        {state.kind === 'notFound' ? (
          <Alert severity="info" action={<RouteButton to="dashboard">{t('auth.screen.toDashboard')}</RouteButton>}>
            {t('auth.screen.notFound')}
          </Alert>
        ) : state.kind === 'failed' ? (
          <Alert severity="error" action={<Button onClick={() => void reload()}>{t('auth.screen.retry')}</Button>}>
            {t('auth.screen.failed')}
          </Alert>
        ) : undefined}
      </AccountScreen>
    );
  }
  return AccountScreenPage;
}
