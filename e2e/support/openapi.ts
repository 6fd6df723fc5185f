import type { APIRequestContext } from '@playwright/test';

/** An operation of the running server's OpenAPI document, as the black-box checks walk them. */
export interface PublishedEndpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The roles of a restricted endpoint (`x-roles`); undefined when any signed-in user or anyone may call it. */
  roles?: string[];
}

/** Every endpoint the server publishes at /api/openapi.json (the document is generated from the endpoint table). */
export async function publishedEndpoints(request: APIRequestContext): Promise<PublishedEndpoint[]> {
  const response = await request.get('/api/openapi.json');
  if (response.status() !== 200) throw new Error(`/api/openapi.json answered ${response.status()}`);
  const document = (await response.json()) as { paths: Record<string, Record<string, { operationId: string; 'x-roles'?: string[] }>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ name: operation.operationId, method: method.toUpperCase() as PublishedEndpoint['method'], path, roles: operation['x-roles'] })),
  );
}
