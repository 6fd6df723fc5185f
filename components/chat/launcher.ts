import { CHAT_BUTTON_PX, CHAT_MAX_WIDTH_PX } from '@/lib/domain/chat';
import type { Box } from './controls-under';

/** The chat button's distance from the widget's right edge and the viewport's bottom. */
export const LAUNCHER_INSET_PX = 16;

/**
 * The room the page keeps for the button at its bottom (its size and an inset on either side), so the browser scrolls
 * a focused control clear of it: ChatLauncher sets it as --chat-launcher-space, styles/theme.ts reads it.
 */
export const LAUNCHER_SPACE_PX = CHAT_BUTTON_PX + 2 * LAUNCHER_INSET_PX;

/** The element the widget marks its button with (components/chat/ChatWidget.tsx), and the widget itself. */
export const LAUNCHER_ATTRIBUTE = 'data-chat-launcher';
export const WIDGET_ATTRIBUTE = 'data-chat-widget';
/** The greeting's element (ChatGreeting.tsx). */
export const GREETING_ATTRIBUTE = 'data-chat-greeting';
/** The chat's own parts: the page's controls the greeting and the button must not cover leave them out. */
export const isChatPart = (element: Element) => element.closest(`[${WIDGET_ATTRIBUTE}], [${GREETING_ATTRIBUTE}]`) !== null;
/** Set by ChatLauncher around the widget while the button, at its full size, would cover a control of the page. */
export const DOCKED_ATTRIBUTE = 'data-chat-docked';

/**
 * Where the button sits at its full size in a viewport of this size: bottom right of the widget, which is at most
 * CHAT_MAX_WIDTH_PX wide and centred.
 */
export function launcherBox(viewport: { width: number; height: number }): Box {
  const widgetRight = (viewport.width + Math.min(viewport.width, CHAT_MAX_WIDTH_PX)) / 2;
  const right = widgetRight - LAUNCHER_INSET_PX;
  const bottom = viewport.height - LAUNCHER_INSET_PX;
  return { left: right - CHAT_BUTTON_PX, top: bottom - CHAT_BUTTON_PX, right, bottom };
}

/** The gap between the greeting and the button it stands on. */
const GREETING_GAP_PX = 8;

export type GreetingPlace = { right: number; bottom: number };

/** Where the greeting stands: on the button, its right edge on the button's, its bottom a gap above it (null: no button on screen). */
export function greetingPlace(): GreetingPlace | null {
  const launcher = document.querySelector(`[${LAUNCHER_ATTRIBUTE}]`)?.getBoundingClientRect();
  if (!launcher || launcher.width === 0) return null;
  const { clientWidth, clientHeight } = document.documentElement;
  return { right: clientWidth - launcher.right, bottom: clientHeight - launcher.top + GREETING_GAP_PX };
}
