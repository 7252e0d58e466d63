/*
 * The routes the API fuzz test attacks: every path and method of the app's own /api/openapi.json, the
 * Better Auth routes the shop uses (hidden from the document, since they are Better Auth's), and the
 * multipart upload routes.
 */

/** The part of JSON Schema that the app's zod schemas produce (fastify-type-provider-zod). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface ParamSpec {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export type BodyKind = 'json' | 'multipart' | 'none';

export interface FuzzRoute {
  method: string;
  /** OpenAPI template, e.g. `/api/plants/{id}`; `{*}` is a wildcard tail. */
  path: string;
  pathParams: string[];
  query: ParamSpec[];
  headers: ParamSpec[];
  bodyKind: BodyKind;
  /** The JSON body's schema, when the route takes one. */
  body?: JsonSchema;
  source: 'openapi' | 'better-auth' | 'multipart';
}

export const routeName = (route: Pick<FuzzRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  consumes?: string[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Upload routes take multipart bodies, which the document cannot describe field by field. */
const isUploadPath = (path: string) => /^\/api\/upload/.test(path);

export function routesFromOpenApi(document: OpenApiDocument): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!HTTP_METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const spec = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} }));
      const content = operation.requestBody?.content ?? {};
      const multipart = 'multipart/form-data' in content || isUploadPath(path);
      const json = content['application/json']?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        // Declared in the path itself, whatever the parameter list says.
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        query: spec('query'),
        headers: spec('header'),
        bodyKind: multipart ? 'multipart' : json ? 'json' : 'none',
        body: json,
        source: multipart ? 'multipart' : 'openapi',
      });
    }
  }
  return routes;
}

const str = (min: number, max: number, extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  minLength: min,
  maxLength: max,
  ...extra,
});
const email: JsonSchema = { type: 'string', format: 'email' };
const password: JsonSchema = { type: 'string', format: 'password', minLength: 8, maxLength: 128 };
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required,
});

const authRoute = (method: string, path: string, body?: JsonSchema, query: ParamSpec[] = []): FuzzRoute => ({
  method,
  path,
  pathParams: [],
  query,
  headers: [],
  bodyKind: body ? 'json' : 'none',
  body,
  source: 'better-auth',
});

/**
 * Better Auth's routes that the shop uses (docs/api.md), with the bodies Better Auth documents. Not in
 * /api/openapi.json: they are mounted as one `/api/auth/*` proxy.
 */
export const BETTER_AUTH_ROUTES: FuzzRoute[] = [
  authRoute(
    'POST',
    '/api/auth/sign-up/email',
    object(
      {
        name: str(1, 100),
        email,
        password,
        image: { type: 'string', format: 'uri' },
        callbackURL: str(0, 200),
        rememberMe: { type: 'boolean' },
      },
      ['name', 'email', 'password'],
    ),
  ),
  authRoute(
    'POST',
    '/api/auth/sign-in/email',
    object(
      {
        email: { ...email, format: 'own-email' },
        password: { ...password, format: 'own-password' },
        rememberMe: { type: 'boolean' },
        callbackURL: str(0, 200),
      },
      ['email', 'password'],
    ),
  ),
  authRoute('POST', '/api/auth/sign-out', object({})),
  authRoute('GET', '/api/auth/get-session', undefined, [
    { name: 'disableCookieCache', required: false, schema: { type: 'string', enum: ['true', 'false'] } },
    { name: 'disableRefresh', required: false, schema: { type: 'string', enum: ['true', 'false'] } },
  ]),
  authRoute(
    'POST',
    '/api/auth/request-password-reset',
    object(
      { email: { ...email, format: 'own-email' }, redirectTo: str(1, 200, { enum: ['/reset-password'] }) },
      ['email'],
    ),
  ),
  authRoute(
    'POST',
    '/api/auth/reset-password',
    object({ newPassword: password, token: str(1, 100) }, ['newPassword']),
    [{ name: 'token', required: false, schema: str(1, 100) }],
  ),
  authRoute(
    'POST',
    '/api/auth/change-password',
    object(
      {
        currentPassword: { ...password, format: 'own-password' },
        newPassword: password,
        revokeOtherSessions: { type: 'boolean' },
      },
      ['currentPassword', 'newPassword'],
    ),
  ),
  authRoute(
    'POST',
    '/api/auth/update-user',
    object({ name: str(1, 100), image: { type: ['string', 'null'], format: 'uri' } }),
  ),
];

/** Sort key: reads first, then creations and updates, deletions last, so the catalog lasts the run. */
export function routeOrder(route: FuzzRoute): number {
  const rank: Record<string, number> = { GET: 0, HEAD: 0, POST: 1, PUT: 2, PATCH: 2, DELETE: 3 };
  return rank[route.method] ?? 2;
}
