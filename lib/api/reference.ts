import { z } from 'zod';
import type { Access, Endpoint } from './endpoint';
import { endpoints } from './endpoints';

/** What the API reference page shows of an endpoint (plain data, serialisable into static props). */
export interface EndpointReference {
  key: string;
  method: Endpoint['method'];
  path: string;
  tag: string;
  summary: Endpoint['summary'];
  access: Access;
  /** [E1] The API key scopes the endpoint accepts (none: it takes no key). */
  apiKeyScopes: string[];
  query: { name: string; type: string; required: boolean }[];
  body: string | null;
  /** Set when the body is not JSON (multipart/form-data). */
  bodyMediaType: string | null;
  response: string;
  /** Set when a success answers bytes of this media type instead of the JSON envelope. */
  produces: string | null;
  statuses: { status: string; en: string; tr: string }[];
  example: string;
}

const schemaText = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return JSON.stringify(rest, null, 2);
};

function exampleCall(definition: Endpoint): string {
  const headers = [
    definition.access.kind === 'serviceKey' ? "-H 'X-Service-Key: $SERVICE_KEY'" : '',
    definition.access.kind === 'user' ? "-H 'Authorization: Bearer $TOKEN'" : '',
    definition.body && definition.bodyKind !== 'multipart' ? "-H 'Content-Type: application/json' -d '{}'" : '',
    definition.body && definition.bodyKind === 'multipart' ? "-F 'file=@document.pdf'" : '',
    definition.produces ? '-OJ' : '',
  ].filter(Boolean);
  return [`curl -X ${definition.method} "$ORIGIN${definition.path}"`, ...headers].join(' \\\n  ');
}

export function endpointReferences(): EndpointReference[] {
  return (Object.entries(endpoints) as [string, Endpoint][]).map(([key, definition]) => {
    const query = definition.query ? (JSON.parse(schemaText(definition.query, 'input')) as { properties?: Record<string, { type?: string }>; required?: string[] }) : {};
    return {
      key,
      method: definition.method,
      path: definition.path,
      tag: definition.tag,
      summary: definition.summary,
      access: definition.access,
      apiKeyScopes: [...(definition.apiKeyScopes ?? [])],
      query: Object.entries(query.properties ?? {}).map(([name, property]) => ({ name, type: String(property.type ?? 'string'), required: query.required?.includes(name) ?? false })),
      body: definition.body ? schemaText(definition.body, 'input') : null,
      bodyMediaType: definition.bodyKind === 'multipart' ? 'multipart/form-data' : null,
      response: schemaText(definition.response, 'output'),
      produces: definition.produces ?? null,
      statuses: Object.entries(definition.statuses ?? {}).map(([status, text]) => ({ status, en: text.en, tr: text.tr })),
      example: exampleCall(definition),
    };
  });
}
