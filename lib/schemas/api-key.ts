import { z } from 'zod';
import { MAX_PAGE_SIZE, pageOf } from './common';

/**
 * [E1] What an API key may be used for. Each endpoint that takes a key names the scopes it accepts in its entry of
 * the endpoint table (`apiKeyScopes`); an endpoint that names none refuses every key (403).
 */
export const apiKeyScopes = ['quotes:read', 'requests:write', 'requests:read', 'reservations:read', 'tracking:read', 'webhooks:manage'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/**
 * Scopes that let a key do, for its company, one thing its company admins do (register and manage webhooks): an
 * endpoint that takes one is open to a key holding it whatever role it asks of a person. Every other scope leaves a key
 * with a Customer's rights.
 */
export const companyAdminScopes: readonly ApiKeyScope[] = ['webhooks:manage'];

/** The expiries a company admin picks from (days from now); null: the key does not expire. */
export const apiKeyExpiryDays = [30, 90, 180, 365] as const;

const id = z.number().int().positive().max(2_147_483_647);

/** POST /api/ApiKey/Create: a name the company recognises the key by, its scopes, and when it expires. */
export const createApiKeyBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(2)
    .max(80)
    .regex(/^[^\u0000-\u001f\u007f]*$/, { message: 'validation.singleLine' }),
  scopes: z
    .array(z.enum(apiKeyScopes))
    .min(1, { message: 'apiKeys.scopes.required' })
    .max(apiKeyScopes.length)
    .refine((list) => new Set(list).size === list.length, { message: 'apiKeys.scopes.duplicate' }),
  /** Days from now until the key stops working (1–730); null: it works until it is revoked. */
  expiresInDays: z.number().int().min(1).max(730).nullable().default(90),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyBody>;

export const apiKeyStatuses = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof apiKeyStatuses)[number];

/** A key as its company (and the platform's Admin) sees it: never its secret, only the visible prefix. */
export const apiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, `nlk_` and its public id: what a log line or a support question names. */
  prefix: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  status: z.enum(apiKeyStatuses),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

/** The answer to a creation: the key and, this once, its secret (never stored, never shown again). */
export const createApiKeyAnswer = z.object({ key: apiKey, secret: z.string() });
export type CreateApiKeyAnswer = z.infer<typeof createApiKeyAnswer>;

export const apiKeyListAnswer = z.object({ items: z.array(apiKey) });
export type ApiKeyListAnswer = z.infer<typeof apiKeyListAnswer>;

export const revokeApiKeyBody = z.strictObject({ id });
export const revokeApiKeyAnswer = apiKey;

/** POST /api/ApiKey/GetAll (Admin): every company's keys, newest first. */
export const allApiKeysRequest = z.strictObject({
  status: z.enum(['all', ...apiKeyStatuses]).default('all'),
  /** Matched against the company's name, the key's name and its prefix. */
  text: z.string().trim().max(100).optional(),
  pageNumber: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
});
export type AllApiKeysInput = z.input<typeof allApiKeysRequest>;

export const companyApiKey = apiKey.extend({ companyId: z.number().int(), companyName: z.string() });
export type CompanyApiKey = z.infer<typeof companyApiKey>;
export const allApiKeysPage = pageOf(companyApiKey);
export type AllApiKeysPage = z.infer<typeof allApiKeysPage>;
