/**
 * What a route's loader throws to answer instead of rendering: an error response (`data('Not found',
 * { status: 404 })`), which the route's error screen shows and the server sends with its status, or a
 * redirect, which the server answers with and the browser follows.
 */
export class ErrorResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
  ) {}
}

export class Redirect {
  constructor(
    readonly location: string,
    readonly status: number,
  ) {}
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found' };

export function data(body: unknown, init: { status: number }): ErrorResponse {
  return new ErrorResponse(init.status, STATUS_TEXT[init.status] ?? '', body);
}

export function redirect(location: string, status = 302): Redirect {
  return new Redirect(location, status);
}

export function isRouteErrorResponse(error: unknown): error is ErrorResponse {
  return error instanceof ErrorResponse;
}
