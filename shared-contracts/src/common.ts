// The schemas built on these (objectIdSchema, calendarDateSchema, ...) are in features/schemas/common.ts.
export const OBJECT_ID_PATTERN = /^[0-9a-fA-F]{24}$/;
