import { describe, expect, it } from 'vitest';
import { securityHeaders } from '@/lib/security-headers';

const connectSrc = (env: Record<string, string>) =>
  securityHeaders(env)
    .find((header) => header.key === 'Content-Security-Policy')!
    .value.split('; ')
    .find((directive) => directive.startsWith('connect-src'))!;

describe('the CSP and the chat provider', () => {
  it('allows only our origin (and the identity provider) by default, with no unsafe-eval', () => {
    expect(connectSrc({})).toBe("connect-src 'self' https://localhost:3443");
    expect(securityHeaders({}).find((header) => header.key === 'Content-Security-Policy')!.value).not.toContain('unsafe-eval');
  });

  it('adds an external Direct Line provider, with wss: when its websocket is on', () => {
    expect(connectSrc({ NEXT_PUBLIC_CHAT_DIRECT_LINE_DOMAIN: 'https://europe.directline.botframework.com/v3/directline', NEXT_PUBLIC_CHAT_WEBSOCKET: 'true', NEXT_PUBLIC_CHAT_TOKEN_URL: 'https://bots.example.com/token' })).toBe(
      "connect-src 'self' https://localhost:3443 https://bots.example.com wss://bots.example.com https://europe.directline.botframework.com wss://europe.directline.botframework.com",
    );
    expect(connectSrc({ NEXT_PUBLIC_CHAT_TOKEN_URL: '/api/chat/token' })).toBe("connect-src 'self' https://localhost:3443");
  });
});
