// The shared building blocks of the API's inputs (ids, dates). Part of '@renewly/shared-contracts/features/schemas'.
import { z } from 'zod';
import { OBJECT_ID_PATTERN } from '../../common';
import { MESSAGES } from '../../messages';
import { isCalendarDate } from '../../rules/dates';
import { lazySchema } from '../../lazy-schema';

/** A MongoDB ObjectId written as 24 hex characters. */
export const objectIdSchema = lazySchema(() => z.string().regex(OBJECT_ID_PATTERN, MESSAGES.invalidId));

/** Route params `{ id }`, e.g. /api/policies/:id. */
export const objectIdParamSchema = lazySchema(() => z.object({ id: objectIdSchema }).strict());

/** Route params `{ policyId }`, e.g. /api/quotes/personalized/:policyId. */
export const policyIdParamSchema = lazySchema(() => z.object({ policyId: objectIdSchema }).strict());

/** A 'YYYY-MM-DD' calendar date that really exists. */
export const calendarDateSchema = lazySchema(() => z.string().trim().refine(isCalendarDate, MESSAGES.invalidDate));
