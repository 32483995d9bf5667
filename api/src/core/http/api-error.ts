/** Thrown by handlers and services; the error middleware answers `{ message }` with this status. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** Extra fields beside `message` in the JSON answer (e.g. `reauthRequired: true`). */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, message);
