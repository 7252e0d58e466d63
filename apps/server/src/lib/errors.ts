/** The closed set of failures a service may raise; the error handler maps each to its status. */
export const ERROR_STATUS = {
  invalid_data: 400,
  unauthorized: 401,
  payment_failed: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  /** A service the shop depends on (object storage) is not answering; nothing the client did. */
  unavailable: 503,
} as const;

export type AppErrorType = keyof typeof ERROR_STATUS;

/** A machine-readable cause a client may act on (or translate from), sent beside the message. */
export interface ErrorDetails {
  reason: string;
  params: Record<string, unknown>;
}

export class AppError extends Error {
  readonly type: AppErrorType;
  readonly details: ErrorDetails | undefined;
  constructor(type: AppErrorType, message: string, details?: ErrorDetails) {
    super(message);
    this.name = 'AppError';
    this.type = type;
    this.details = details;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.type];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
