import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { staticIslands } from '@/components/islands';
import { CHAT_NARROW_BELOW_PX } from '@/lib/domain/chat';
import { isAdminPath } from '@/lib/routes';
import { useChat } from '@/store/chat';
import * as chatWidget from './ChatWidget';
import { GREETING_DELAY_MS, greetingBook } from './greeting';
import { DOCKED_ATTRIBUTE, LAUNCHER_SPACE_PX, greetingPlace, isChatPart, launcherBox, type GreetingPlace } from './launcher';

/**
 * The chat button comes alive on intent (a pointer over it, a touch, a focus); the chat opened from elsewhere (a
 * help page's button, the greeting) renders it at once, as its props change.
 */
const ChatWidgetIsland = staticIslands(typeof window === 'undefined' ? chatWidget : null, () => import('./ChatWidget'))('ChatWidget', { atOnce: () => false });

/** The greeting's code arrives when it is due (once a browser session). */
const ChatGreeting = dynamic(() => import('./ChatGreeting').then((module) => module.ChatGreeting), { ssr: false });

const greetings = greetingBook(() => window.sessionStorage);

/** How long the button stays docked after the last control has left its place (no flicker while scrolling past a list). */
const UNDOCK_AFTER_MS = 250;

const narrowQuery = `(max-width: ${CHAT_NARROW_BELOW_PX - 0.05}px)`;
const viewport = () => ({ width: document.documentElement.clientWidth, height: document.documentElement.clientHeight });

/** The page keeps the button's room at its bottom, so the browser scrolls a focused control clear of it (styles/theme.ts). */
function useLauncherSpace(shown: boolean) {
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.style.setProperty('--chat-launcher-space', `${LAUNCHER_SPACE_PX}px`);
    return () => {
      root.style.removeProperty('--chat-launcher-space');
    };
  }, [shown]);
}

/**
 * On a phone (under CHAT_NARROW_BELOW_PX) the button docks at the screen's edge, a narrow tab in the page's margin,
 * while at its full size it would cover one of the page's controls (the search wizard's "Next", an offer's button).
 */
function useDocked(active: boolean): boolean {
  const [docked, setDocked] = useState(false);
  useEffect(() => {
    if (!active) return;
    const narrow = window.matchMedia(narrowQuery);
    let stopWatching: (() => void) | undefined;
    let undock = 0;
    let ended = false;
    const watch = () => {
      stopWatching?.();
      stopWatching = undefined;
      window.clearTimeout(undock);
      if (!narrow.matches) return setDocked(false);
      void import('./controls-under').then(({ watchControlsUnder }) => {
        if (ended || !narrow.matches || stopWatching) return;
        stopWatching = watchControlsUnder(
          () => launcherBox(viewport()),
          isChatPart,
          (covered) => {
            window.clearTimeout(undock);
            if (covered) setDocked(true);
            else undock = window.setTimeout(() => setDocked(false), UNDOCK_AFTER_MS);
          },
        );
      });
    };
    watch();
    narrow.addEventListener('change', watch);
    return () => {
      ended = true;
      narrow.removeEventListener('change', watch);
      window.clearTimeout(undock);
      stopWatching?.();
    };
  }, [active]);
  return active && docked;
}

type GreetingPhase = { page: string; place: GreetingPlace; shown: boolean } | null;

/** The chat widget as the site layout mounts it: not on admin paths; with its greeting once a browser session. */
export function ChatLauncher() {
  const { pathname } = useRouter();
  const open = useChat((state) => state.open);
  const opened = useChat((state) => state.opened);
  const setOpen = useChat((state) => state.setOpen);
  const hidden = isAdminPath(pathname);
  useLauncherSpace(!hidden);
  const docked = useDocked(!hidden && !open);

  // The greeting: offered on a page a moment after it settles, while the button stands free and the chat was never
  // opened; gone for good once shown and taken away (closed, timed out, the chat opened, another page, docked).
  const [greeting, setGreeting] = useState<GreetingPhase>(null);
  const greets = !hidden && !open && !opened && !docked;
  const greetingHere = greeting?.page === pathname && greets;
  if (greeting?.shown && !greetingHere) setGreeting(null);
  useEffect(() => {
    if (opened) greetings.give();
  }, [opened]);
  useEffect(() => {
    if (!greets || !greetings.due()) return;
    const timer = window.setTimeout(() => {
      const place = greetingPlace();
      if (place) setGreeting({ page: pathname, place, shown: false });
    }, GREETING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [greets, pathname]);

  if (hidden) return null;
  return (
    <div style={{ display: 'contents' }} {...{ [DOCKED_ATTRIBUTE]: docked ? '' : undefined }}>
      <ChatWidgetIsland open={open} opened={opened} />
      {greetingHere && (
        <ChatGreeting
          place={greeting.place}
          onOpenChat={() => setOpen(true)}
          onShown={() => {
            greetings.give();
            setGreeting({ ...greeting, shown: true });
          }}
          onGone={() => setGreeting(null)}
        />
      )}
    </div>
  );
}
