import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { CHAT_TOKEN_SECONDS, isChatUserId } from '../../domain/chat';
import { dataDir } from '../config';

/**
 * Chat tokens: HS256 JWTs signed with CHAT_TOKEN_SECRET (at least 32 characters; every instance behind
 * the load balancer shares it), or else with a random key kept in DATA_DIR. Each token is bound to one
 * conversation and its user; a signed-in user's id rides along so transcripts know who it was.
 */
export interface ChatClaims {
  conversationId: string;
  chatUserId: string;
  /** The signed-in user's id, when the token was issued to one. */
  userId: string | null;
}

const ISSUER = 'navlun-chat';
const AUDIENCE = 'directline';
const holder = globalThis as typeof globalThis & { __navlunChatKey?: Uint8Array; __navlunChatCryptoKey?: Promise<CryptoKey> };

export function chatTokenKey(): Uint8Array {
  if (holder.__navlunChatKey) return holder.__navlunChatKey;
  const configured = process.env.CHAT_TOKEN_SECRET?.trim();
  if (configured) {
    if (configured.length < 32) throw new Error('CHAT_TOKEN_SECRET must be at least 32 characters');
    holder.__navlunChatKey = new TextEncoder().encode(configured);
    return holder.__navlunChatKey;
  }
  const file = path.join(dataDir(), 'chat-token.key');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  holder.__navlunChatKey = new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  return holder.__navlunChatKey;
}

/**
 * The key as an imported HMAC CryptoKey, imported once per process: jose would import a raw key again
 * on every sign and verify, which costs more than the HMAC itself on each poll.
 */
function chatCryptoKey(): Promise<CryptoKey> {
  holder.__navlunChatCryptoKey ??= crypto.subtle.importKey('raw', chatTokenKey() as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return holder.__navlunChatCryptoKey;
}

/** Forgets the cached key (tests switching DATA_DIR or the secret). */
export function resetChatTokenKey(): void {
  holder.__navlunChatKey = undefined;
  holder.__navlunChatCryptoKey = undefined;
}

export async function signChatToken(claims: ChatClaims, options: { seconds?: number; now?: Date } = {}): Promise<string> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return new SignJWT({ cid: claims.conversationId, uid: claims.chatUserId, ...(claims.userId ? { sub: claims.userId } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.seconds ?? CHAT_TOKEN_SECONDS))
    .sign(await chatCryptoKey());
}

/** The claims of a valid token (signature, issuer, audience, expiry), or null. */
export async function verifyChatToken(token: string, now?: Date): Promise<ChatClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await chatCryptoKey(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      ...(now ? { currentDate: now } : {}),
    });
    const conversationId = typeof payload.cid === 'string' ? payload.cid : '';
    const chatUserId = typeof payload.uid === 'string' ? payload.uid : '';
    if (!isChatUserId(conversationId) || !isChatUserId(chatUserId)) return null;
    return { conversationId, chatUserId, userId: typeof payload.sub === 'string' ? payload.sub : null };
  } catch {
    return null;
  }
}
