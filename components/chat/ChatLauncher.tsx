import { useRouter } from 'next/router';
import { staticIslands } from '@/components/islands';
import { isAdminPath } from '@/lib/routes';
import { useChat } from '@/store/chat';
import * as chatWidget from './ChatWidget';

/**
 * The chat button comes alive on intent (a pointer over it, a touch, a focus); the chat opened from elsewhere (a
 * help page's button) renders it at once, as its props change.
 */
const ChatWidgetIsland = staticIslands(typeof window === 'undefined' ? chatWidget : null, () => import('./ChatWidget'))('ChatWidget', { atOnce: () => false });

/** The chat widget as the site layout mounts it: not on admin paths. */
export function ChatLauncher() {
  const { pathname } = useRouter();
  const open = useChat((state) => state.open);
  const opened = useChat((state) => state.opened);
  return isAdminPath(pathname) ? null : <ChatWidgetIsland open={open} opened={opened} />;
}
