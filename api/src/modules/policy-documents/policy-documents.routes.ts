import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  documentUpdateSchema,
  documentUploadQuerySchema,
  documentUsageSchema,
  policyDocumentListSchema,
  policyDocumentSchema,
  type DocumentKind,
} from '@renewly/shared-contracts/features/policy-documents';
import { objectIdSchema } from '@renewly/shared-contracts/features/schemas';
import type { AppDeps } from '../../core/app-deps';
import { ApiError } from '../../core/http/api-error';
import { noInput, validate } from '../../core/http/validate';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { addDocument, deleteDocument, listDocuments, openDocument, setDocumentPrivate, usedBytes, documentsSetup } from './policy-documents.service';

const idParams = z.object({ id: objectIdSchema });

/** The upload's body: the file itself, read only after the user is known, and never past 15 MB. */
const readFile: RequestHandler = (req, res, next) => {
  if (!req.is([...DOCUMENT_CONTENT_TYPES])) return next(new ApiError(415, DOCUMENT_MESSAGES.type));
  express.raw({ type: () => true, limit: DOCUMENT_MAX_BYTES })(req, res, (err?: unknown) => {
    if ((err as { type?: string } | undefined)?.type === 'entity.too.large') return next(new ApiError(413, DOCUMENT_MESSAGES.tooBig));
    next(err);
  });
};
// The OpenAPI document reads the types from here (api-docs/openapi.ts).
const fileBody = Object.assign(readFile, { takesFileOf: DOCUMENT_CONTENT_TYPES });

/** `Content-Disposition` with the name as the user's device gave it (RFC 6266: an ASCII fallback and UTF-8). */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function createPolicyDocumentsRouter(deps: AppDeps): Router {
  const router = Router();
  const { connection } = deps;
  const setup = documentsSetup(deps);

  router.get('/documents/usage', requireAuth, noInput, async (req, res) => {
    const used = await usedBytes(currentUser(req).id);
    res.json(documentUsageSchema.parse({ configured: setup.key !== null, usedBytes: used, quotaBytes: setup.quotaBytes }));
  });

  router.get('/policies/:id/documents', requireAuth, validate({ params: idParams }), noInput, async (req, res) => {
    res.json(policyDocumentListSchema.parse(await listDocuments(currentUser(req).id, String(req.params.id))));
  });

  router.post('/policies/:id/documents', requireAuth, validate({ params: idParams, query: documentUploadQuerySchema }), fileBody, async (req, res) => {
    const { kind, name } = res.locals.query as { kind: DocumentKind; name: string };
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const declaredType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const document = await addDocument(setup, currentUser(req).id, String(req.params.id), { kind, name, declaredType, bytes });
    res.status(201).json(policyDocumentSchema.parse(document));
  });

  // The file. Marked private to the browser (never kept by a shared cache); the service worker keeps a copy only of
  // those the user chose to keep on this phone.
  router.get('/policy-documents/:id/file', requireAuth, validate({ params: idParams, query: z.object({ download: z.literal('1').optional() }) }), async (req, res) => {
    const { document, bytes } = await openDocument(setup, currentUser(req).id, String(req.params.id));
    const download = (res.locals.query as { download?: string }).download === '1';
    res.set({
      'Content-Type': document.contentType,
      'Content-Disposition': disposition(download ? 'attachment' : 'inline', document.name),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(bytes);
  });

  router.patch('/policy-documents/:id', requireAuth, validate({ params: idParams, body: documentUpdateSchema }), async (req, res) => {
    const { private: isPrivate } = req.body as { private: boolean };
    res.json(policyDocumentSchema.parse(await setDocumentPrivate(currentUser(req).id, String(req.params.id), isPrivate)));
  });

  router.delete('/policy-documents/:id', requireAuth, validate({ params: idParams }), noInput, async (req, res) => {
    await deleteDocument(connection, currentUser(req).id, String(req.params.id));
    res.status(204).end();
  });

  return router;
}
