/**
 * [M6] The browser side of the chat, loaded with the panel on first open: the configuration, the
 * self-hosted Web Chat bundle (a script tag, never part of any page's JS), the token fetch and the
 * Direct Line connection. Web Chat carries its own React, so it renders into a plain element.
 */
import { apiHref, DIRECT_LINE_BASE } from '@/lib/api/href';
import { absoluteMarkdownLinks, isChatUserId, randomChatUserId } from '@/lib/domain/chat';

/** The part of Web Chat's global (`window.WebChat`) we use. */
export interface WebChatGlobal {
  createDirectLine: (options: { token: string; domain?: string; webSocket?: boolean }) => DirectLine;
  createStore: (initialState: object, ...middlewares: Middleware[]) => unknown;
  renderWebChat: (props: Record<string, unknown>, element: HTMLElement) => void;
}
export interface DirectLine {
  end?: () => void;
}
export interface WebChatAction {
  type: string;
  payload?: unknown;
}
type Middleware = (api: { dispatch: (action: WebChatAction) => void }) => (next: (action: WebChatAction) => unknown) => (action: WebChatAction) => unknown;

declare global {
  interface Window {
    WebChat?: WebChatGlobal;
  }
}

/**
 * Where the chat connects: our own token service and Direct Line subset by default; an external
 * provider (e.g. https://europe.directline.botframework.com/v3/directline with websocket on) through
 * NEXT_PUBLIC_CHAT_TOKEN_URL, NEXT_PUBLIC_CHAT_DIRECT_LINE_DOMAIN and NEXT_PUBLIC_CHAT_WEBSOCKET.
 */
export const DEFAULT_TOKEN_URL = apiHref('chat/token');
export function chatConfig() {
  const tokenUrl = process.env.NEXT_PUBLIC_CHAT_TOKEN_URL || DEFAULT_TOKEN_URL;
  const domain = process.env.NEXT_PUBLIC_CHAT_DIRECT_LINE_DOMAIN || `${window.location.origin}${DIRECT_LINE_BASE}`;
  return { tokenUrl, domain, webSocket: process.env.NEXT_PUBLIC_CHAT_WEBSOCKET === 'true', scriptUrl: '/webchat.js' };
}

let loading: Promise<WebChatGlobal> | null = null;

/** Adds the Web Chat script once; a failed load can be retried. */
export function loadWebChat(src: string): Promise<WebChatGlobal> {
  if (window.WebChat) return Promise.resolve(window.WebChat);
  loading ??= new Promise<WebChatGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.WebChat ? resolve(window.WebChat) : reject(new Error('Web Chat did not load')));
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Web Chat did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** The chat token: a GET accepting JSON, the field read is `token`; a non-OK answer (or no token) throws. */
export async function fetchChatToken(url: string): Promise<string> {
  const response = await fetch(url, { method: 'GET', headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Failed to fetch JSON due to ${response.status}`);
  const { token } = (await response.json()) as { token?: unknown };
  if (typeof token !== 'string' || !token) throw new Error('Failed to fetch JSON due to a missing token');
  return token;
}

const USER_KEY = 'navlun-chat-user';

/** The chat user id: the signed-in user's id, else a random id of at most 64 characters kept for the browser session. */
export function chatUserId(signedInUserId: string | null | undefined): string {
  if (isChatUserId(signedInUserId)) return signedInUserId;
  try {
    const kept = sessionStorage.getItem(USER_KEY);
    if (isChatUserId(kept)) return kept;
  } catch {
    // Storage may be blocked: a fresh id for this page then.
  }
  const id = randomChatUserId((count) => crypto.getRandomValues(new Uint8Array(count)));
  try {
    sessionStorage.setItem(USER_KEY, id);
  } catch {
    // As above.
  }
  return id;
}

/** Our own token service learns the locale and the anonymous id; an external one is called as configured. */
export function tokenRequestUrl(tokenUrl: string, locale: string, userId: string): string {
  if (tokenUrl !== DEFAULT_TOKEN_URL) return tokenUrl;
  return `${tokenUrl}?${new URLSearchParams({ locale, userId }).toString()}`;
}

/** An incoming activity with its markdown links to site paths made absolute (lib/domain/chat.ts absoluteMarkdownLinks). */
export function withAbsoluteLinks(action: WebChatAction): WebChatAction {
  const payload = action.payload as { activity?: { text?: unknown } } | undefined;
  const text = payload?.activity?.text;
  if (typeof text !== 'string') return action;
  return { ...action, payload: { ...payload, activity: { ...payload!.activity, text: absoluteMarkdownLinks(text, window.location.origin) } } };
}
