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
  query: { name: string; type: string; required: boolean }[];
  body: string | null;
  response: string;
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
    definition.body ? "-H 'Content-Type: application/json' -d '{}'" : '',
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
      query: Object.entries(query.properties ?? {}).map(([name, property]) => ({ name, type: String(property.type ?? 'string'), required: query.required?.includes(name) ?? false })),
      body: definition.body ? schemaText(definition.body, 'input') : null,
      response: schemaText(definition.response, 'output'),
      statuses: Object.entries(definition.statuses ?? {}).map(([status, text]) => ({ status, en: text.en, tr: text.tr })),
      example: exampleCall(definition),
    };
  });
}
