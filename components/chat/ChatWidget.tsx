import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { CHAT_BUTTON_PX, CHAT_MAX_WIDTH_PX } from '@/lib/domain/chat';
import { useChat } from '@/store/chat';
import { DOCKED_ATTRIBUTE, LAUNCHER_ATTRIBUTE, LAUNCHER_INSET_PX, WIDGET_ATTRIBUTE } from './launcher';

/** The panel (and through it the Web Chat bundle) loads on the first open only. */
const ChatPanel = dynamic(() => import('./ChatPanel').then((module) => module.ChatPanel), { ssr: false });

/** The button docked at the screen's edge (a phone, where at its full size it would cover a control): a tab this size. */
const DOCKED_PX = { width: 28, height: 88, icon: 22 } as const;

/**
 * The chat widget: a round 100 px button at the bottom right; a click opens the panel and hides the button, closing
 * brings it back (and the focus with it). `open` and `opened` are the chat store's (components/chat/ChatLauncher.tsx),
 * which also greets once a session beside the button (ChatGreeting.tsx) and, on a phone, docks the button at the
 * screen's edge while at its full size it would cover one of the page's controls.
 */
export function ChatWidget({ open, opened }: { open: boolean; opened: boolean }) {
  const { t } = useTranslation('common');
  const setOpen = useChat((state) => state.setOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <Box
      data-testid="chat-widget"
      {...{ [WIDGET_ATTRIBUTE]: '' }}
      sx={{ position: 'fixed', bottom: 0, left: '50%', transform: 'translateX(-50%)', width: '100%', maxWidth: CHAT_MAX_WIDTH_PX, zIndex: 1200, pointerEvents: 'none' }}
    >
      {opened && <ChatPanel open={open} onClose={() => setOpen(false)} />}
      {!open && (
        <Box
          component="button"
          ref={buttonRef}
          type="button"
          aria-label={t('chat.button')}
          aria-haspopup="dialog"
          data-testid="chat-button"
          {...{ [LAUNCHER_ATTRIBUTE]: '' }}
          onClick={() => setOpen(true)}
          sx={{
            position: 'absolute',
            right: LAUNCHER_INSET_PX,
            bottom: LAUNCHER_INSET_PX,
            pointerEvents: 'auto',
            width: CHAT_BUTTON_PX,
            height: CHAT_BUTTON_PX,
            p: 0,
            borderRadius: '50%',
            border: 0,
            cursor: 'pointer',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            boxShadow: 6,
            display: 'grid',
            placeItems: 'center',
            transition: 'width 150ms, height 150ms, border-radius 150ms, transform 150ms',
            '& svg': { width: 44, height: 44 },
            '&:hover': { bgcolor: 'primary.dark' },
            [`[${DOCKED_ATTRIBUTE}] &`]: {
              width: DOCKED_PX.width,
              height: DOCKED_PX.height,
              borderRadius: `${DOCKED_PX.width / 2}px 0 0 ${DOCKED_PX.width / 2}px`,
              transform: `translateX(${LAUNCHER_INSET_PX}px)`,
              '& svg': { width: DOCKED_PX.icon, height: DOCKED_PX.icon },
            },
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2Zm-3 11H7v-2h10v2Zm0-3H7V8h10v2Z" />
          </svg>
        </Box>
      )}
    </Box>
  );
}
