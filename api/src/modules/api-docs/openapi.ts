// The OpenAPI 3.1 document, generated from the route table and the shared zod schemas each route validates with
// (zod 4's own JSON Schema output, draft 2020-12 as OpenAPI 3.1 uses). Nothing here is written per route: a new
// route appears with its parameters, query and body as soon as it is mounted.
import type { Express } from 'express';
import { z } from 'zod';
import { apiRouteDetails, type RouteDetail } from '../../core/http/route-table';
import { schemasOf, type ValidationSchemas } from '../../core/http/validate';
import { requireAuth } from '../../core/http/require-auth';
import { reminderWebhookSchema } from '@renewly/shared-contracts/features/user-channels';
import { HOST_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from '../auth';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } | Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: unknown }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  /** What Renewly sends to a user's webhook channel (issue 41). */
  webhooks: Record<string, { post: Record<string, unknown> }>;
  components: Record<string, unknown>;
}

const header = (name: string, description: string) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } });

/** The signed webhook: Standard Webhooks headers, the stable JSON body (fields are only ever added). */
function reminderWebhook() {
  return {
    post: {
      operationId: 'reminderWebhook',
      summary: 'A reminder (or a test) sent to a webhook channel',
      description:
        'POSTed to the URL of a webhook channel, signed per the Standard Webhooks specification with the channel\'s ' +
        'secret (whsec_..., shown once when the channel is added). Verify with any Standard Webhooks library ' +
        '(`new Webhook(secret).verify(body, headers)`), reject timestamps older than 5 minutes, and treat a repeated ' +
        'webhook-id as the same message (a retry). Answer 2xx within 10 s; 401/403/404/410 stop the channel, ' +
        'anything else is retried with back-off.',
      parameters: [
        header('webhook-id', 'The delivery id: the same on every retry of one delivery'),
        header('webhook-timestamp', 'Seconds since the Unix epoch when it was signed'),
        header('webhook-signature', "'v1,' and the base64 HMAC-SHA256 of '{id}.{timestamp}.{body}' with the secret"),
      ],
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(reminderWebhookSchema) } } },
      responses: { '200': { description: 'Taken (any 2xx)' } },
    },
  };
}

function jsonSchema(schema: z.ZodType): JsonSchema {
  // What a client sends (io: 'input'); transforms and refinements cannot be expressed and are left open.
  const out = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** `/api/policies/:id` -> `/api/policies/{id}`; `/api/calendar/:token.ics` -> `/api/calendar/{token}.ics`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:([A-Za-z_$][A-Za-z0-9_$]*)/g, '{$1}');

function objectFields(schema: z.ZodType | undefined): [string, z.ZodType, boolean][] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([k, v]) => [k, v, !v.safeParse(undefined).success]);
}

function operationFor(route: RouteDetail): OpenApiOperation {
  const schemas: ValidationSchemas = Object.assign({}, ...route.handlers.map((h) => schemasOf(h) ?? {}));
  const signedIn = route.handlers.includes(requireAuth);
  const pathNames = [...route.path.matchAll(/:([A-Za-z_$][A-Za-z0-9_$]*)/g)].map((m) => m[1]!);
  const paramSchemas = new Map(objectFields(schemas.params).map(([k, v]) => [k, v]));
  const parameters: NonNullable<OpenApiOperation['parameters']> = [
    ...pathNames.map((name) => ({
      name,
      in: 'path' as const,
      required: true,
      schema: paramSchemas.has(name) ? jsonSchema(paramSchemas.get(name)!) : { type: 'string' },
    })),
    ...objectFields(schemas.query).map(([name, s, required]) => ({ name, in: 'query' as const, required, schema: jsonSchema(s) })),
  ];
  const takesBody = schemas.body && !(schemas.body instanceof z.ZodObject && Object.keys(schemas.body.shape).length === 0);
  // A route that takes a file as its body (a document kept with a policy) names its types on the handler.
  const fileTypes = route.handlers.map((h) => (h as { takesFileOf?: readonly string[] }).takesFileOf).find(Boolean);
  const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
  const responses: OpenApiOperation['responses'] = { '200': { description: 'Success' } };
  if (schemas.body || schemas.query || schemas.params) responses['400'] = error('Invalid input: `message` says what');
  if (signedIn) responses['401'] = error('Not signed in');
  if (pathNames.length > 0) responses['404'] = error('Not found (or not yours)');
  responses['429'] = error('Too many requests (routes with a rate limit)');
  const section = route.path.split('/')[2] ?? 'api';
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: `${route.method} ${route.path}`,
    tags: [section],
    ...(signedIn ? { security: [{ session: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(takesBody ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(schemas.body!) } } } } : {}),
    ...(fileTypes
      ? { requestBody: { required: true, content: Object.fromEntries(fileTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) } }
      : {}),
    responses,
  };
}

export function buildOpenApiDocument(app: Express): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of apiRouteDetails(app)) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationFor(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Renewly API',
      version: '1.0.0',
      description:
        'Generated from the route table and the shared zod schemas each route validates with. Signed-in routes use the ' +
        'session cookie set by POST /api/auth/login; writes need an allowed Origin header. Errors are JSON `{ message }`.',
    },
    servers: [{ url: '/' }],
    paths,
    webhooks: { reminder: reminderWebhook() },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME, description: `Named ${HOST_SESSION_COOKIE_NAME} when the app is served over https.` },
      },
      schemas: { Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } },
    },
  };
}
