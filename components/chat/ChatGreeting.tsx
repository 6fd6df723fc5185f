import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { brand } from '@/styles/brand';
import { watchControlsUnder } from './controls-under';
import { GREETING_VISIBLE_MS, isFormField } from './greeting';
import { GREETING_ATTRIBUTE, isChatPart, type GreetingPlace } from './launcher';

const bubble: CSSProperties = {
  position: 'fixed',
  zIndex: 1200,
  display: 'flex',
  alignItems: 'flex-start',
  gap: 2,
  boxSizing: 'border-box',
  maxWidth: 'min(220px, calc(100vw - 32px))',
  padding: '4px 2px 4px 10px',
  borderRadius: 10,
  background: '#fff',
  color: brand.ink,
  boxShadow: '0 3px 12px rgba(11, 37, 69, 0.28)',
  fontSize: 13,
  lineHeight: 1.4,
};
const messageButton: CSSProperties = { flex: '1 1 auto', margin: 0, padding: '4px 0', border: 0, background: 'transparent', color: 'inherit', font: 'inherit', textAlign: 'left', cursor: 'pointer' };
const closeButton: CSSProperties = {
  flex: '0 0 auto',
  display: 'grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: '#4a5565',
  cursor: 'pointer',
};

/**
 * The chat's greeting, once a browser session (ChatLauncher decides when): a small bubble standing on the chat button
 * (`place`: launcher.ts greetingPlace), with the question (a click opens the chat) and a close button. It is laid out
 * unseen first and appears only where it covers none of the page's controls, and goes by itself after
 * GREETING_VISIBLE_MS, when the page scrolls or is resized, when a form field takes the focus, or when a control comes
 * under it. Plain elements: the app hydrates without MUI, and this bubble is not worth loading it.
 */
export function ChatGreeting({ place, onOpenChat, onShown, onGone }: { place: GreetingPlace; onOpenChat: () => void; onShown: () => void; onGone: () => void }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState(false);
  // The latest callbacks, for the listeners set up once.
  const callbacks = useRef({ onShown, onGone });
  useLayoutEffect(() => {
    callbacks.current = { onShown, onGone };
  });

  // Appears once the browser has found no control under it; goes when one comes under it.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (isFormField(document.activeElement)) return callbacks.current.onGone();
    return watchControlsUnder(
      () => element.getBoundingClientRect(),
      isChatPart,
      (covered) => (covered ? callbacks.current.onGone() : setRevealed(true)),
    );
  }, []);

  useEffect(() => {
    if (!revealed) return;
    callbacks.current.onShown();
    const gone = () => callbacks.current.onGone();
    const onFocus = (event: FocusEvent) => {
      if (isFormField(event.target as Element | null)) gone();
    };
    const timer = window.setTimeout(gone, GREETING_VISIBLE_MS);
    window.addEventListener('scroll', gone, { passive: true });
    window.addEventListener('resize', gone);
    document.addEventListener('focusin', onFocus);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', gone);
      window.removeEventListener('resize', gone);
      document.removeEventListener('focusin', onFocus);
    };
  }, [revealed]);

  return (
    <div ref={ref} data-testid="chat-greeting" {...{ [GREETING_ATTRIBUTE]: '' }} style={{ ...bubble, right: place.right, bottom: place.bottom, visibility: revealed ? 'visible' : 'hidden' }}>
      <button type="button" style={messageButton} onClick={onOpenChat}>
        {t('chat.bubble')}
      </button>
      <button type="button" style={closeButton} aria-label={t('chat.greetingClose')} data-testid="chat-greeting-close" onClick={() => callbacks.current.onGone()}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
        </svg>
      </button>
    </div>
  );
}
