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
