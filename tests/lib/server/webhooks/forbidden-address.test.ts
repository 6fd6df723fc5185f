import { describe, expect, it } from 'vitest';
import { checkEndpointUrl } from '@/lib/server/webhooks/endpoint-url';
import { isForbiddenAddress } from '@/lib/server/webhooks/forbidden-address';

describe('addresses a webhook may never reach (SSRF)', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    'ff02::1',
    'not-an-address',
  ])('%s is forbidden', (address) => expect(isForbiddenAddress(address)).toBe(true));

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'])('%s may be reached', (address) => expect(isForbiddenAddress(address)).toBe(false));
});

describe('an endpoint URL at registration', () => {
  const production = { NODE_ENV: 'production' };
  const codeOf = async (url: string, env: Record<string, string | undefined>) =>
    checkEndpointUrl(url, env).then(
      () => null,
      (error: { fieldErrors?: { code: string }[] }) => error.fieldErrors?.[0]?.code,
    );

  it('is https in production, and never names this host or a private network', async () => {
    expect(await codeOf('http://93.184.215.14/hook', production)).toBe('webhooks.url.httpsRequired');
    expect(await codeOf('https://93.184.215.14/hook', production)).toBeNull();
    expect(await codeOf('http://93.184.215.14/hook', { NODE_ENV: 'development' })).toBeNull();
    for (const url of ['https://127.0.0.1/', 'https://[::1]:8443/', 'https://localhost/', 'https://printer.local/', 'https://db.internal/', 'https://intranet/', 'https://169.254.169.254/']) {
      expect(await codeOf(url, production), url).toBe('webhooks.url.privateAddress');
    }
  });

  it('takes anything with the development flag (a receiver on the developer’s machine)', async () => {
    expect(await codeOf('http://127.0.0.1:9000/hook', { NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_NETWORK: '1' })).toBeNull();
  });
});
