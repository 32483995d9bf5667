// The OpenAPI document is generated from the route table and the zod schemas: every mounted route is in it, with
// the parameters, query and body its validate() checks.
import request from 'supertest';
import { Router } from 'express';
import { z } from 'zod';
import { createApp } from '../../app';
import { apiRouteTable } from '../../core/http/route-table';
import { validate } from '../../core/http/validate';
import { requireAuth } from '../../core/http/require-auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { buildOpenApiDocument, openApiPath } from './openapi';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

test('every route in the Express router is in /api/openapi.json, and nothing else is', async () => {
  const res = await request(t.app).get('/api/openapi.json');
  expect(res.status).toBe(200);
  const doc = res.body;
  expect(doc.openapi).toBe('3.1.0');
  const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
    .sort();
  const routes = apiRouteTable(t.app).map((r) => `${r.method} ${openApiPath(r.path)}`).sort();
  expect(routes.length).toBeGreaterThan(35);
  expect(documented).toEqual(routes);
});

test('operations carry the shared schemas: body, path and query parameters, and whether a session is needed', () => {
  const doc = buildOpenApiDocument(t.app);
  const createPolicy = doc.paths['/api/policies']!.post!;
  const body = createPolicy.requestBody!.content['application/json'].schema as { properties: Record<string, unknown>; required: string[] };
  expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['registrationNumber', 'carManufacturer', 'renewalDate']));
  expect(body.required).toEqual(expect.arrayContaining(['registrationNumber']));
  expect(createPolicy.security).toEqual([{ session: [] }]);
  const login = doc.paths['/api/auth/login']!.post!;
  expect(login.security).toBeUndefined();
  expect(Object.keys((login.requestBody!.content['application/json'].schema as { properties: object }).properties).sort()).toEqual(['email', 'password']);
  // router.use('/notifications', requireAuth) counts as well as a route's own requireAuth.
  const notifications = doc.paths['/api/notifications']!.get!;
  expect(notifications.security).toEqual([{ session: [] }]);
  expect(notifications.parameters!.map((p) => `${p.in}:${p.name}`)).toEqual(['query:limit', 'query:cursor']);
  // A document kept with a policy (issue 49): the file itself is the body, of one of the types kept.
  const upload = doc.paths['/api/policies/{id}/documents']!.post!;
  expect(Object.keys(upload.requestBody!.content).sort()).toEqual(['application/pdf', 'image/heic', 'image/heif', 'image/jpeg', 'image/png']);
  expect(upload.parameters!.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id', 'query:kind', 'query:name']);
  const feed = doc.paths['/api/calendar/{token}.ics']!.get!;
  expect(feed.security).toBeUndefined();
  expect(feed.parameters).toEqual([{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }]);
  expect(doc.paths['/api/policies/{id}']!.put!.parameters![0]).toMatchObject({ name: 'id', in: 'path', required: true });
});

test('a route added later is documented without touching the generator', () => {
  const extra = Router();
  extra.post('/api/example/:thing', requireAuth, validate({ params: z.object({ thing: z.string().max(5) }), body: z.object({ n: z.number().int() }) }), (_req, res) => {
    res.json({});
  });
  const app = createApp({ config: t.config, connection: t.connection, mailer: t.mailer, logger: t.logger });
  app.router.stack.unshift(...(extra as unknown as { stack: never[] }).stack);
  const op = buildOpenApiDocument(app).paths['/api/example/{thing}']!.post!;
  expect(op.parameters).toEqual([{ name: 'thing', in: 'path', required: true, schema: { type: 'string', maxLength: 5 } }]);
  expect(op.requestBody!.content['application/json'].schema).toMatchObject({ properties: { n: { type: 'integer' } }, required: ['n'] });
  expect(op.security).toEqual([{ session: [] }]);
});

test('/api/docs is one server-rendered page listing every operation, without scripts, under the CSP', async () => {
  const res = await request(t.app).get('/api/docs');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  expect(res.text).not.toMatch(/<script/i);
  for (const r of apiRouteTable(t.app)) expect(res.text).toContain(`<code>${openApiPath(r.path)}</code>`);
  expect((await request(t.app).get('/api/docs?x=1')).status).toBe(400);
});

test('the signed webhook of the other channels is documented: its Standard Webhooks headers and its JSON body', () => {
  const hook = buildOpenApiDocument(t.app).webhooks.reminder!.post as {
    parameters: { name: string }[];
    requestBody: { content: { 'application/json': { schema: { properties: Record<string, { properties?: object }>; required: string[] } } } };
  };
  expect(hook.parameters.map((p) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
  const schema = hook.requestBody.content['application/json'].schema;
  expect(schema.required).toEqual(['type', 'id', 'timestamp', 'data']);
  expect(Object.keys(schema.properties.data!.properties!)).toEqual(['reminderId', 'title', 'message', 'target', 'targetDate', 'daysLeft', 'vehicle', 'policyUrl']);
});
