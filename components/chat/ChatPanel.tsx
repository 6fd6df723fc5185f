import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { CHAT_KEYBOARD_DELAY_MS, CHAT_NARROW_BELOW_PX, CHAT_NARROW_PANEL, CHAT_PANEL_PX, chatInitials, chatLocaleOf } from '@/lib/domain/chat';
import { useLocale } from '@/lib/i18n';
import { useSignedInUser } from '@/store/session';
import { chatConfig, chatUserId, fetchChatToken, loadWebChat, tokenRequestUrl, withAbsoluteLinks, type DirectLine, type WebChatAction } from './web-chat';

const narrow = `@media (max-width: ${CHAT_NARROW_BELOW_PX - 0.05}px)`;

/**
 * The conversation of this page view: created on the first open, kept while the visitor moves between
 * pages and reopens the panel (a conversation starts only once), replaced only by "start a new conversation".
 */
let session: { directLine: DirectLine; store: unknown; userId: string; locale: string; initials?: string; username?: string } | null = null;
let onSendRejected: (() => void) | null = null;

async function loadChatTexts(locale: string, i18n: { hasResourceBundle: (lng: string, ns: string) => boolean; addResourceBundle: (lng: string, ns: string, resources: object) => void }) {
  if (i18n.hasResourceBundle(locale, 'chat')) return;
  const response = await fetch(`/locales/${locale}/chat.json`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Failed to fetch JSON due to ${response.status}`);
  i18n.addResourceBundle(locale, 'chat', (await response.json()) as object);
}

/** The chat panel: 500×500 px (70vw × 450 px under 700 px), a labelled dialog that Escape closes. */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const locale = useLocale();
  const { t, i18n } = useTranslation('chat');
  const user = useSignedInUser();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [textsReady, setTextsReady] = useState(() => i18n.hasResourceBundle(locale, 'chat'));
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [sendFailed, setSendFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadChatTexts(locale, i18n)
      .then(() => current && setTextsReady(true))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locale, i18n]);

  useEffect(() => {
    let current = true;
    const config = chatConfig();
    onSendRejected = () => setSendFailed(true);
    loadWebChat(config.scriptUrl)
      .then(async (WebChat) => {
        if (!session) {
          const chatLocale = chatLocaleOf(locale);
          const userId = chatUserId(user?.userId);
          const token = await fetchChatToken(tokenRequestUrl(config.tokenUrl, chatLocale, userId));
          const directLine = WebChat.createDirectLine({ token, domain: config.domain, webSocket: config.webSocket });
          let started = false;
          // Once connected, a start event carries the locale (once per conversation).
          const store = WebChat.createStore({}, ({ dispatch }) => (next) => (action: WebChatAction) => {
            if (action.type === 'DIRECT_LINE/CONNECT_FULFILLED' && !started) {
              started = true;
              dispatch({ type: 'WEB_CHAT/SEND_EVENT', payload: { name: 'startConversation', value: { locale: chatLocale } } });
            }
            if (action.type === 'DIRECT_LINE/POST_ACTIVITY_REJECTED') onSendRejected?.();
            if (action.type === 'DIRECT_LINE/INCOMING_ACTIVITY') return next(withAbsoluteLinks(action));
            return next(action);
          });
          session = { directLine, store, userId, locale: chatLocale, initials: user ? chatInitials(user.fullName, locale) || undefined : undefined, username: user?.fullName || undefined };
        }
        if (!current || !hostRef.current) return;
        WebChat.renderWebChat(
          {
            directLine: session.directLine,
            store: session.store,
            userID: session.userId,
            username: session.username,
            locale: session.locale,
            styleOptions: {
              hideUploadButton: true,
              // Without text wrap Web Chat's send box is an <input>, where Shift+Enter sends too.
              sendBoxTextWrap: true,
              userAvatarInitials: session.initials,
              botAvatarInitials: 'NP',
              primaryFont: "'Nunito', 'Segoe UI', sans-serif",
              rootHeight: '100%',
              rootWidth: '100%',
            },
          },
          hostRef.current,
        );
        setStatus('ready');
      })
      .catch(() => current && setStatus('error'));
    return () => {
      current = false;
    };
    // The conversation is made once; `attempt` retries a failed start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  // Focus moves into the panel on open; the keyboard lands in the send box once Web Chat is ready.
  useEffect(() => {
    if (!open) return;
    dialogRef.current?.focus();
    const timer = window.setTimeout(() => {
      hostRef.current?.querySelector<HTMLElement>('textarea, input[type="text"]')?.focus();
    }, CHAT_KEYBOARD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, status]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const retry = () => {
    setStatus('loading');
    setAttempt((value) => value + 1);
  };
  const restart = () => {
    session?.directLine.end?.();
    session = null;
    setSendFailed(false);
    retry();
  };
  const text = (key: string, fallback = '') => (textsReady ? t(key) : fallback);

  return (
    <Box
      ref={dialogRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="chat-panel"
      onKeyDown={onKeyDown}
      sx={{
        display: open ? 'flex' : 'none',
        flexDirection: 'column',
        position: 'absolute',
        right: 16,
        bottom: 16,
        width: CHAT_PANEL_PX.width,
        height: CHAT_PANEL_PX.height,
        [narrow]: { width: `${CHAT_NARROW_PANEL.widthVw}vw`, height: CHAT_NARROW_PANEL.height },
        bgcolor: 'background.paper',
        borderRadius: 2,
        boxShadow: 12,
        overflow: 'hidden',
        pointerEvents: 'auto',
        outline: 'none',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1, py: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography id={titleId} component="h2" sx={{ flexGrow: 1, fontWeight: 700, fontSize: 16 }}>
          {text('title', 'NavlunPort')}
        </Typography>
        <IconButton aria-label={text('close', '×')} onClick={onClose} size="small" sx={{ color: 'inherit' }} data-testid="chat-close">
          <CloseIcon />
        </IconButton>
      </Box>
      {sendFailed && (
        <Alert severity="warning" action={<Button color="inherit" size="small" onClick={restart}>{text('newConversation')}</Button>} sx={{ borderRadius: 0 }}>
          {text('sendFailed')}
        </Alert>
      )}
      <Box sx={{ position: 'relative', flexGrow: 1, minHeight: 0 }}>
        <Box ref={hostRef} data-testid="chat-webchat" sx={{ position: 'absolute', inset: 0, display: status === 'ready' ? 'block' : 'none' }} />
        {status === 'loading' && (
          <Box role="status" sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
            <CircularProgress aria-label={text('loading', '…')} />
          </Box>
        )}
        {status === 'error' && (
          <Box sx={{ p: 1.5 }}>
            <Alert severity="error" data-testid="chat-error">
              {text('error')}
            </Alert>
            <Button variant="contained" onClick={retry} sx={{ mt: 1 }} data-testid="chat-retry">
              {text('retry')}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
