import type { IncomingMessage } from 'node:http';
import { ApiError, forbidden, unauthorized } from '../api/errors';
import { verifyChatToken, type ChatClaims } from './chat-token';

function bearer(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

/**
 * The conversation a Direct Line call may touch: its bearer chat token verified (signature, expiry),
 * and, for a conversation's path, bound to that very conversation. A missing token is a 401, a bad
 * one or another conversation's a 403 (which Direct Line clients read as "token expired").
 */
export async function chatCaller(req: IncomingMessage, pathConversationId?: string): Promise<ChatClaims> {
  const token = bearer(req);
  if (!token) throw unauthorized('chat.tokenMissing');
  const claims = await verifyChatToken(token);
  if (!claims) throw new ApiError(403, 'chat.tokenInvalid');
  if (pathConversationId !== undefined && claims.conversationId !== pathConversationId) throw forbidden('chat.tokenInvalid');
  return claims;
}

/** The conversation id of /api/directline/conversations/{id}/activities (also under a /v3/directline style prefix). */
export function conversationIdOfPath(url: string | undefined): string {
  const pathname = new URL(url ?? '/', 'http://localhost').pathname;
  const found = /\/conversations\/([^/]+)\/activities\/?$/.exec(pathname);
  return found ? decodeURIComponent(found[1]!) : '';
}
