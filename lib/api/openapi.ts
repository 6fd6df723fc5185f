import { z } from 'zod';
import { errorEnvelope } from '../schemas/common';
import type { ApiKeyScope } from '../schemas/api-key';
import { webhookEnvelope } from '../schemas/webhook';
import { webhookEventTypes, type WebhookEventType } from '../domain/webhooks';
import { type Endpoint, SERVICE_KEY_HEADER } from './endpoint';
import { endpoints } from './endpoints';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function queryParameters(schema: z.ZodType | undefined) {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({ name, in: 'query', required: json.required?.includes(name) ?? false, schema: property }));
}

function security(definition: Endpoint) {
  // [E1] An endpoint that takes API keys lists the scopes it accepts (a key needs one of them).
  const keys = definition.apiKeyScopes?.length ? [{ apiKey: [...definition.apiKeyScopes] }] : [];
  if (definition.access.kind === 'serviceKey') return [{ serviceKey: [] }];
  if (definition.access.kind === 'carrierSignature') return [{ standardWebhooksSignature: [] }];
  if (definition.access.kind === 'user') return [{ bearer: [] }, { sessionCookie: [] }, ...keys];
  // A public endpoint needs nothing ({}), and takes a key when it names scopes.
  return keys.length ? [{}, ...keys] : [];
}

/** The API key scopes and what each lets a key call (the document's `apiKey` scheme and `x-api-key-scopes`). */
export const apiKeyScopeDescriptions: Record<ApiKeyScope, string> = {
  'quotes:read': 'Instant quotes and their PDFs (Freight/Search, Freight/QuotePdf).',
  'requests:write': 'Requests of offers and their files (Demand/Create, File/Upload, File/Get).',
  'requests:read': 'The company’s requests as a Customer sees them (Demand/GetList, Demand/Get, File/Get).',
  'reservations:read': 'Reservations as a Customer sees them (Reservation/GetList, Reservation/Get).',
  'tracking:read': 'Shipment tracking with the owner’s details (Tracking/Get).',
  'webhooks:manage': 'The company’s webhook endpoints and their delivery log, as its company admins manage them (Webhook/Endpoint/*, Webhook/Delivery/*).',
};

const requestMediaType = (definition: Endpoint) => (definition.bodyKind === 'multipart' ? 'multipart/form-data' : 'application/json');

function operation(key: string, definition: Endpoint) {
  const roleList = definition.access.kind === 'user' ? definition.access.roles : undefined;
  const roles = roleList ? ` Roles: ${roleList.join(', ')}.` : '';
  const success = definition.produces
    ? { [definition.produces]: { schema: toSchema(definition.response, 'output') } }
    : {
        'application/json': {
          schema: definition.unwrapped
            ? toSchema(definition.response, 'output')
            : { type: 'object', required: ['isSuccess', 'data'], properties: { isSuccess: { const: true }, data: toSchema(definition.response, 'output') } },
        },
      };
  const responses: Record<string, unknown> = {
    200: { description: 'Success', content: success },
    400: errorResponse('Validation failed: `errors` lists each field with a stable dotted code.'),
    405: errorResponse('Wrong HTTP method.'),
    429: errorResponse(
      definition.rateLimit
        ? `Rate limited: at most ${definition.rateLimit.points} calls per ${definition.rateLimit.windowSeconds} s per client address, and per user as well when signed in${definition.rateLimit.signedInPoints ? ` (${definition.rateLimit.signedInPoints} for signed-in callers, counted apart)` : ''}; see Retry-After.`
        : 'Rate limited; see Retry-After.',
    ),
    500: errorResponse('Unexpected error (never a stack trace).'),
    503: errorResponse('The database is unavailable; retry later.'),
  };
  const unauthorizedText = { serviceKey: 'Missing or wrong service key.', carrierSignature: 'Missing, stale or wrong Standard Webhooks signature, or a revoked carrier credential.' } as Partial<Record<string, string>>;
  if (definition.access.kind !== 'public') responses[401] = errorResponse(unauthorizedText[definition.access.kind] ?? 'Not signed in or invalid token.');
  if (definition.access.kind === 'user' || definition.apiKeyScopes?.length)
    responses[403] = errorResponse(
      definition.apiKeyScopes?.length
        ? `Signed in without the required role, a failed CSRF check on a cookie-authenticated write, or an API key without one of the scopes ${definition.apiKeyScopes.join(', ')}.`
        : 'Signed in without the required role, a failed CSRF check on a cookie-authenticated write, or an API key (this endpoint takes none).',
    );
  if (definition.apiKeyScopes?.length) responses[401] ??= errorResponse('An API key that is unknown, malformed, revoked or expired.');
  for (const [status, text] of Object.entries(definition.statuses ?? {})) responses[status] = status === '304' ? { description: text.en } : errorResponse(text.en);
  return {
    operationId: key,
    tags: [definition.tag],
    summary: definition.summary.en,
    description: `${definition.summary.en}${roles}\n\n${definition.summary.tr}`,
    security: security(definition),
    // The roles of a restricted endpoint, machine-readable (the description says them in words).
    ...(roleList ? { 'x-roles': [...roleList] } : {}),
    ...(definition.apiKeyScopes?.length ? { 'x-api-key-scopes': [...definition.apiKeyScopes] } : {}),
    parameters: queryParameters(definition.query),
    ...(definition.body ? { requestBody: { required: true, content: { [requestMediaType(definition)]: { schema: toSchema(definition.body, 'input') } } } } : {}),
    responses,
  };
}

const webhookEventTexts: Record<WebhookEventType, string> = {
  'request.quoted': 'Operations added offers to a request of the company (the offers added, with their totals).',
  'reservation.created': 'A reservation was made from an approved offer; it awaits payment.',
  'reservation.confirmed': 'Operations confirmed a paid reservation; its shipment can be tracked.',
  'payment.received': 'A card payment succeeded, or operations confirmed a bank transfer.',
  'payment.refused': 'A card was declined, or operations rejected a transfer receipt (with their reason).',
  'shipment.milestone': 'A milestone of a shipment was set, by operations (`source: manual`) or from a carrier’s DCSA event (`source: carrier`).',
  'shipment.eta_changed': 'A shipment’s ETA moved, with the reason (`carrierUpdate` for a carrier’s estimate).',
  'shipment.delivered': 'A shipment was delivered (the first actual delivery milestone).',
};

/**
 * [E1] The `webhooks` section (OpenAPI 3.1): each event a company's endpoint can receive, as the POST it gets. Every
 * delivery carries the Standard Webhooks headers, and is retried until the receiver answers 2xx.
 */
function webhookOperations() {
  const headers = [
    { name: 'webhook-id', in: 'header', required: true, schema: { type: 'string' }, description: 'The event’s id (msg_…): the same on every retry and redelivery; drop one you have seen.' },
    { name: 'webhook-timestamp', in: 'header', required: true, schema: { type: 'string' }, description: 'Unix seconds of this attempt; refuse one more than 5 minutes away from your clock.' },
    {
      name: 'webhook-signature',
      in: 'header',
      required: true,
      schema: { type: 'string' },
      description: '`v1,` + base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with the endpoint’s `whsec_` secret; two space-separated signatures for 24 hours after a rotation.',
    },
  ];
  return Object.fromEntries(
    webhookEventTypes.map((type) => [
      type,
      {
        post: {
          operationId: `webhook.${type}`,
          tags: ['Webhook events'],
          summary: webhookEventTexts[type],
          description: `${webhookEventTexts[type]} Payload version 1: fields are only ever added within a version. Answer 2xx within 10 seconds; anything else is retried with backoff for 24 hours, in order, after which the endpoint is disabled and the company admins are mailed.`,
          parameters: headers,
          requestBody: { required: true, content: { 'application/json': { schema: toSchema(webhookEnvelope(type), 'output') } } },
          responses: { 200: { description: 'Received (any 2xx).' } },
        },
      },
    ]),
  );
}

/** The OpenAPI 3.1 document of the backend API, generated from the endpoint definitions. */
export function openApiDocument(serverUrl = '/') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, definition] of Object.entries(endpoints) as [string, Endpoint][]) {
    paths[definition.path] = { ...paths[definition.path], [definition.method.toLowerCase()]: operation(key, definition) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'NavlunPort API',
      version: '1.0.0',
      description:
        'Backend API of the NavlunPort freight marketplace. Every answer is `{ isSuccess, data }` or `{ isSuccess: false, code, message, errors?, requestId }`; `message` follows Accept-Language (tr or en).',
    },
    servers: [{ url: serverUrl }],
    paths,
    webhooks: webhookOperations(),
    components: {
      schemas: { Error: toSchema(errorEnvelope, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token from the identity provider (scope access_as_frontenduser).' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'navlun_session', description: 'Browser session started by POST /api/login (a server-side session: the cookie holds its secret; POST /api/logout ends it); writes also need the X-XSRF-TOKEN header matching the XSRF-TOKEN cookie.' },
        serviceKey: { type: 'apiKey', in: 'header', name: SERVICE_KEY_HEADER },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'nlk_<8-character id>_<43-character secret>',
          description: `A company's API key (created by a company admin in the account area), sent as \`Authorization: Bearer nlk_…\`. It calls as a Customer of its company; each operation lists the scopes it accepts (\`x-api-key-scopes\`). A revoked or expired key is refused (401) from its next call. Calls with a key answer \`RateLimit-Policy\` and \`RateLimit\` headers; 429 carries \`Retry-After\`. Scopes: ${Object.entries(apiKeyScopeDescriptions)
            .map(([scope, text]) => `\`${scope}\`: ${text}`)
            .join(' ')}`,
        },
        standardWebhooksSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'webhook-signature',
          description:
            'A carrier push signed as the Standard Webhooks specification says (github.com/standard-webhooks): headers `webhook-id`, `webhook-timestamp` (Unix seconds, within 5 minutes of ours) and `webhook-signature` = `v1,` + base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with the base64 part of the carrier credential’s `whsec_` secret (several space-separated signatures allowed). During a rotation the previous secret verifies until its overlap ends. Any Standard Webhooks library signs this way.',
        },
      },
    },
  };
}
