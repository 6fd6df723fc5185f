import type { Endpoint } from '../../api/endpoint';
import { endpoints } from '../../api/endpoints';
import { API_PREFIX, INTERNAL_API_PREFIX, OPENAPI_DOCUMENT_PATH } from '../../api/href';
import { ApiError } from './errors';
import { answerError, apiRoute, type ApiHandler } from './handler';
import { openApiRoute } from './openapi-route';

/**
 * The one route table of the API, built from the endpoint table: the production server (scripts/server.mjs,
 * through the bundle scripts/build-api.mjs makes of this module), the test harness and `next dev`'s catch-all
 * route (pages/api/[...path].ts) all answer /api/* from it.
 */
function byPath(): Map<string, Endpoint[]> {
  const paths = new Map<string, Endpoint[]>();
  for (const definition of Object.values(endpoints) as Endpoint[]) paths.set(definition.path, [...(paths.get(definition.path) ?? []), definition]);
  return paths;
}

/** One path, one handler: the endpoint's own, or a switch on the method where a path serves GET and POST (the Direct Line activities). */
function routeOf(definitions: Endpoint[]): ApiHandler {
  const handlers = new Map(definitions.map((definition) => [definition.method, apiRoute(definition)] as const));
  if (handlers.size === 1) return handlers.values().next().value!;
  const allowed = ['GET', 'POST'].filter((method) => handlers.has(method as Endpoint['method']));
  return (req, res) => {
    const handler = handlers.get((req.method === 'HEAD' ? 'GET' : req.method) as Endpoint['method']);
    return handler ? handler(req, res) : answerError(req, res, new ApiError(405, 'errors.methodNotAllowed', { allowed: allowed.join(', ') }, undefined, { Allow: allowed.join(', ') }));
  };
}

const exact = new Map<string, ApiHandler>([[OPENAPI_DOCUMENT_PATH, openApiRoute]]);
/** Paths with {segments} (/api/directline/conversations/{conversationId}/activities), tried after the exact ones. */
const patterns: [RegExp, ApiHandler][] = [];
for (const [path, definitions] of byPath()) {
  const route = routeOf(definitions);
  if (path.includes('{')) patterns.push([new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`), route]);
  else exact.set(path, route);
}

/** The handler of an API path (without its query), or undefined when no endpoint has it. */
export function findApiRoute(pathname: string): ApiHandler | undefined {
  return exact.get(pathname) ?? (isApiPath(pathname) ? patterns.find(([pattern]) => pattern.test(pathname))?.[1] : undefined);
}

/** Whether a path is the API's (answered from this table), and whether it is the provider's internal claims call. */
export const isApiPath = (pathname: string) => pathname.startsWith(API_PREFIX);
export const isInternalApiPath = (pathname: string) => pathname.startsWith(INTERNAL_API_PREFIX);

/** Answers an API request from the table; a path no endpoint has gets the localized 404 envelope. */
export const answerApiRequest: ApiHandler = (req, res) => {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const route = findApiRoute(query === -1 ? url : url.slice(0, query));
  return route ? route(req, res) : answerError(req, res, new ApiError(404, 'errors.noSuchEndpoint'));
};
