/** Field name → messages, already in the user's language (the server translates them). */
export type FieldErrors = Record<string, string[]>;

/** Every failed call surfaces as this: HTTP errors, network failures and the body codes of spec §8. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly code: string | null;
  /** Seconds from a 429's Retry-After header. */
  readonly retryAfterSeconds: number | null;

  constructor(init: { status: number; message: string; errors?: FieldErrors; code?: string | null; retryAfterSeconds?: number | null }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.code = init.code ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }

  /** First server message for a field, if any. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
