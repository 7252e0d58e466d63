import type { CodedMessage, MessageCode, MessageParams } from '@plantopia/shared';
import { formatMessage } from '@plantopia/shared/catalog';

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

/**
 * A refusal a person reads: its status type and its coded message. `message` is the English sentence
 * (for logs); the reply says it in the request's language (lib/localized-replies.ts).
 */
export class AppError extends Error {
  readonly type: AppErrorType;
  readonly said: CodedMessage;
  constructor(type: AppErrorType, code: MessageCode, params?: MessageParams) {
    super(formatMessage(code, params, 'en'));
    this.name = 'AppError';
    this.type = type;
    this.said = params ? { code, params } : { code };
  }

  get statusCode(): number {
    return ERROR_STATUS[this.type];
  }
}

/** A refused field of the request (400): `field: reason`, the reason itself coded. */
export function invalidField(field: string, code: MessageCode, params?: MessageParams): AppError {
  return new AppError('invalid_data', 'request.invalid_field', {
    field,
    reason: params ? { code, params } : { code },
  });
}

/** The rate limiter's refusal: try again after `ms`, said in the largest whole unit. */
export function rateLimited(ms: number): AppError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const [count, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return new AppError('rate_limited', 'request.rate_limited', {
    count,
    unit: { code: `request.rate_limit_unit.${unit as 'second' | 'minute' | 'hour'}` },
  });
}
