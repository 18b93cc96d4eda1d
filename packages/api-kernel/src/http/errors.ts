/** An error answered as `{status, description, ...extra}` with an HTTP status code. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly description: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(description);
  }

  get status(): string {
    return this.statusCode === 401 ? 'noauth' : String(this.statusCode);
  }

  /** The same error with further answer fields (e.g. the bound of a limit). */
  with(extra: Record<string, unknown>): ApiError {
    return new ApiError(this.statusCode, this.description, { ...this.extra, ...extra });
  }

  body(): Record<string, unknown> {
    return { status: this.status, description: this.description, ...this.extra };
  }
}

export const badRequest = (description: string, extra: Record<string, unknown> = {}) =>
  new ApiError(400, description, extra);
export const unauthorized = () => new ApiError(401, 'noauth_text');
export const forbidden = (description = 'nopermission_text') => new ApiError(403, description);
export const notFound = (description = 'nopage_text') => new ApiError(404, description);
export const conflict = (description = 'save_conflict') => new ApiError(409, description);

/**
 * A request its route's schema refused (a value of the wrong JSON type), answered as the validator refuses it:
 * 400 `field_NaN` naming the field; anything else about the request's shape is `bad_request`.
 */
export function schemaRefusal(failures: ReadonlyArray<{ instancePath: string }>): ApiError {
  const field = failures[0]?.instancePath.split('/')[1];
  return field ? badRequest('field_NaN', { field }) : badRequest('bad_request');
}
