import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetChatTokenKey, signChatToken, verifyChatToken } from '@/lib/server/chat/chat-token';

const claims = { conversationId: 'conv-1', chatUserId: 'anon-abc', userId: null };

describe('chat tokens', () => {
  beforeEach(() => {
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'chat-token-'));
    process.env.CHAT_TOKEN_SECRET = 'a-test-secret-of-at-least-32-characters!';
    resetChatTokenKey();
  });
  afterEach(() => {
    delete process.env.CHAT_TOKEN_SECRET;
    resetChatTokenKey();
  });

  it('signs and verifies a token bound to one conversation and user', async () => {
    const token = await signChatToken({ ...claims, userId: 'user-1' });
    expect(await verifyChatToken(token)).toEqual({ ...claims, userId: 'user-1' });
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
  });

  it('refuses a tampered payload or signature', async () => {
    const token = await signChatToken(claims);
    const [header, payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), cid: 'conv-2' })).toString('base64url');
    expect(await verifyChatToken(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    expect(await verifyChatToken(`${header}.${payload}.${signature!.slice(0, -2)}xx`)).toBeNull();
    expect(await verifyChatToken('garbage')).toBeNull();
  });

  it('refuses a token signed with another key, or for another audience', async () => {
    const token = await signChatToken(claims);
    process.env.CHAT_TOKEN_SECRET = 'another-secret-of-at-least-32-characters';
    resetChatTokenKey();
    expect(await verifyChatToken(token)).toBeNull();
    const key = new TextEncoder().encode(process.env.CHAT_TOKEN_SECRET);
    const wrongAudience = await new SignJWT({ cid: 'conv-1', uid: 'anon-abc' }).setProtectedHeader({ alg: 'HS256' }).setIssuer('navlun-chat').setAudience('other').setExpirationTime('5m').sign(key);
    expect(await verifyChatToken(wrongAudience)).toBeNull();
  });

  it('expires', async () => {
    const issued = new Date('2026-11-26T10:00:00Z');
    const token = await signChatToken(claims, { now: issued, seconds: 60 });
    expect(await verifyChatToken(token, new Date(issued.getTime() + 30_000))).not.toBeNull();
    expect(await verifyChatToken(token, new Date(issued.getTime() + 61_000))).toBeNull();
  });

  it('refuses a short configured secret, and keeps a generated key in DATA_DIR otherwise', async () => {
    process.env.CHAT_TOKEN_SECRET = 'short';
    resetChatTokenKey();
    await expect(signChatToken(claims)).rejects.toThrow(/32 characters/);
    delete process.env.CHAT_TOKEN_SECRET;
    resetChatTokenKey();
    const token = await signChatToken(claims);
    resetChatTokenKey();
    expect(await verifyChatToken(token)).not.toBeNull();
  });
});
