import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DOCUMENTED_DEFAULTS, isPublicDeployment, secretsLeftAtDefault } from '@/lib/production-secrets.mjs';

const chosen = { IDP_CLAIMS_SECRET: 'c'.repeat(40), NEWSLETTER_TOKEN_SECRET: 'n'.repeat(40), SERVICE_KEY: 's'.repeat(40), CHAT_TOKEN_SECRET: 'k'.repeat(40) };
const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://navlunport.example' };

/** [T1] finding 2 (medium), its production half: the documented default secrets never run a public deployment. */
describe('finding 2 (medium): the documented default secrets in a public deployment', () => {
  it('names every secret left unset or at its documented default, and none once all are chosen', () => {
    expect(secretsLeftAtDefault(production)).toEqual(['IDP_CLAIMS_SECRET', 'NEWSLETTER_TOKEN_SECRET', 'SERVICE_KEY', 'CHAT_TOKEN_SECRET']);
    const defaults = Object.fromEntries(DOCUMENTED_DEFAULTS.filter(([, value]) => value).map(([name, value]) => [name, value]));
    expect(secretsLeftAtDefault({ ...production, ...chosen, ...defaults })).toEqual(['IDP_CLAIMS_SECRET', 'NEWSLETTER_TOKEN_SECRET', 'SERVICE_KEY']);
    expect(secretsLeftAtDefault({ ...production, ...chosen, CHAT_TOKEN_SECRET: '  ' })).toEqual(['CHAT_TOKEN_SECRET']);
    expect(secretsLeftAtDefault({ ...production, ...chosen })).toEqual([]);
  });

  it('lets local runs and development start on the defaults', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'https://app.localhost']) expect(isPublicDeployment({ PUBLIC_ORIGIN: origin })).toBe(false);
    expect(secretsLeftAtDefault({ NODE_ENV: 'production' })).toEqual([]);
    expect(secretsLeftAtDefault({ NODE_ENV: 'development', PUBLIC_ORIGIN: 'https://navlunport.example' })).toEqual([]);
    expect(isPublicDeployment({ PUBLIC_ORIGIN: 'not a url' })).toBe(true);
  });

  it('the production server refuses to start and says which variables to set', () => {
    const started = spawnSync(process.execPath, ['scripts/server.mjs'], { env: { PATH: process.env.PATH, ...production, ...chosen, SERVICE_KEY: 'navlunport-embedded-service-key', PORT: '0' } as NodeJS.ProcessEnv, encoding: 'utf8', timeout: 30_000 });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('Refusing to start: PUBLIC_ORIGIN is https://navlunport.example, and SERVICE_KEY is unset or at the documented default.');
  });
});
