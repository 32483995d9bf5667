import { Router, type Express } from 'express';
import type { AppDeps } from '../../core/app-deps';
import { noInput } from '../../core/http/validate';
import { renderDocsPage } from './docs-page';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi';

// Public on purpose: the document says nothing the shipped front-end bundles do not (they carry the same contracts
// and call every route), and integrators and calendar-app developers can read it without an account. Built once per
// app, on the first request, when every router is mounted.
export function createApiDocsRouter(_deps: AppDeps): Router {
  const router = Router();
  const built = new WeakMap<Express, OpenApiDocument>();
  const documentFor = (app: Express) => {
    let doc = built.get(app);
    if (!doc) built.set(app, (doc = buildOpenApiDocument(app)));
    return doc;
  };

  router.get('/openapi.json', noInput, (req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.json(documentFor(req.app as Express));
  });

  router.get('/docs', noInput, (req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.type('html').send(renderDocsPage(documentFor(req.app as Express)));
  });

  return router;
}
