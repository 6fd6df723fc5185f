import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { CHAT_BUTTON_PX, CHAT_MAX_WIDTH_PX, CHAT_NARROW_BELOW_PX } from '@/lib/domain/chat';
import { useChat } from '@/store/chat';

/** The panel (and through it the Web Chat bundle) loads on the first open only. */
const ChatPanel = dynamic(() => import('./ChatPanel').then((module) => module.ChatPanel), { ssr: false });

const narrow = `@media (max-width: ${CHAT_NARROW_BELOW_PX - 0.05}px)`;

/**
 * The chat widget: a round 100 px button at the bottom right with a small bubble inviting a question; a
 * click opens the panel and hides the button, closing brings it back (and the focus with it). `open` and `opened`
 * are the chat store's (components/chat/ChatLauncher.tsx).
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
      sx={{ position: 'fixed', bottom: 0, left: '50%', transform: 'translateX(-50%)', width: '100%', maxWidth: CHAT_MAX_WIDTH_PX, zIndex: 1200, pointerEvents: 'none' }}
    >
      {opened && <ChatPanel open={open} onClose={() => setOpen(false)} />}
      {!open && (
        <Box sx={{ position: 'absolute', right: 16, bottom: 16, display: 'flex', alignItems: 'center', gap: 1, pointerEvents: 'auto' }}>
          <Box
            aria-hidden
            onClick={() => setOpen(true)}
            sx={{
              bgcolor: 'background.paper',
              color: 'text.primary',
              boxShadow: 3,
              borderRadius: 2,
              px: 1,
              py: 0.6,
              maxWidth: 220,
              fontSize: 13,
              cursor: 'pointer',
              [narrow]: { maxWidth: 150, fontSize: 12 },
            }}
          >
            {t('chat.bubble')}
          </Box>
          <Box
            component="button"
            ref={buttonRef}
            type="button"
            aria-label={t('chat.button')}
            aria-haspopup="dialog"
            data-testid="chat-button"
            onClick={() => setOpen(true)}
            sx={{
              width: CHAT_BUTTON_PX,
              height: CHAT_BUTTON_PX,
              flexShrink: 0,
              borderRadius: '50%',
              border: 0,
              cursor: 'pointer',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              boxShadow: 6,
              display: 'grid',
              placeItems: 'center',
              '&:hover': { bgcolor: 'primary.dark' },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 3 },
            }}
          >
            <svg width="44" height="44" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2Zm-3 11H7v-2h10v2Zm0-3H7V8h10v2Z" />
            </svg>
          </Box>
        </Box>
      )}
    </Box>
  );
}
