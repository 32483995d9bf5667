import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { ApiError } from './api-error';

export interface ValidationSchemas {
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
}

/** Object schemas reject unknown keys here, whatever the shared schema says: the API never ignores input. */
function strictly(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodObject ? schema.strict() : schema;
}

/** The first issue as a readable message: the schema's own message, prefixed by the field for generic ones. */
export function messageFrom(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  const field = issue.path.join('.');
  const generic = /^(Invalid input|Required)/.test(issue.message);
  return generic && field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * Parses req.body / req.params / req.query with the shared zod schemas before anything reaches mongoose.
 * On success the parsed values replace the raw ones (req.query through `res.locals.query`, since Express 5 makes
 * req.query a getter). On failure: 400 `{ message }`.
 */
export function validate(schemas: ValidationSchemas): RequestHandler {
  const body = schemas.body && strictly(schemas.body);
  const params = schemas.params && strictly(schemas.params);
  const query = schemas.query && strictly(schemas.query);
  const handler = (req: Request, res: Response, next: NextFunction) => {
    if (params) {
      const r = params.safeParse(req.params);
      if (!r.success) return next(new ApiError(400, messageFrom(r.error)));
      req.params = r.data as Request['params'];
    }
    if (query) {
      const r = query.safeParse(req.query);
      if (!r.success) return next(new ApiError(400, messageFrom(r.error)));
      res.locals.query = r.data;
    }
    // The body last: a bad address is reported as such, whatever was sent.
    if (body) {
      const r = body.safeParse(req.body ?? {});
      if (!r.success) return next(new ApiError(400, messageFrom(r.error)));
      req.body = r.data;
    }
    next();
  };
  // Read by the OpenAPI document (api-docs), which walks each route's handlers for the schemas it validates with.
  return Object.assign(handler, { validates: schemas });
}

/** The schemas a handler made by validate() checks, if it is one. */
export function schemasOf(handler: unknown): ValidationSchemas | undefined {
  return (handler as { validates?: ValidationSchemas } | undefined)?.validates;
}

/** A body or query that must be empty. */
export const nothing = z.object({}).strict();

/** For routes that take no input: any body field or query parameter is a 400 (the API never ignores input). */
export const noInput: RequestHandler = validate({ body: nothing, query: nothing });
