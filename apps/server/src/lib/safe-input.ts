import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, invalidField } from './errors.js';

/*
 * Text PostgreSQL cannot store is refused at the edge, once, for every route (docs/security.md): a NUL
 * character (no `text` or `jsonb` value may hold one) and a lone UTF-16 surrogate (a `\ud800` escape
 * without its pair is not Unicode, so `jsonb` refuses it). JSON bodies also have a nesting limit, so
 * no later step (validation, Better Auth, JSON.stringify) recurses through thousands of levels.
 */

/** Deeper than any body the shop takes (a product is 3 levels), shallow enough for any recursion. */
export const MAX_JSON_DEPTH = 32;

const LONE_SURROGATE = /\p{Cs}/u;

/** Why the text cannot be stored, or undefined when it can. */
export function unstorableText(text: string): Unstorable['reason'] | undefined {
  if (text.includes('\u0000')) return 'field.nul';
  if (LONE_SURROGATE.test(text)) return 'field.lone_surrogate';
  return undefined;
}

/** Where text that cannot be stored was found (`body`, `path`, a field or parameter name) and why. */
export interface Unstorable {
  field: string;
  reason: 'field.nul' | 'field.lone_surrogate';
}

export const unstorableError = (found: Unstorable) => invalidField(found.field, found.reason);

/** The container nesting of a JSON text, counted without parsing it; stops once past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    }
  }
  return false;
}

const fieldName = (path: (string | number)[]) => path.join('.');

/** The first string or key in a parsed JSON value that cannot be stored. */
export function findUnstorableJson(value: unknown, path: (string | number)[] = []): Unstorable | undefined {
  if (typeof value === 'string') {
    const reason = unstorableText(value);
    if (!reason) return undefined;
    return { field: path.length > 0 ? fieldName(path) : 'body', reason };
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableJson(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyReason = unstorableText(key);
      if (keyReason)
        return {
          field: path.length > 0 ? `${fieldName(path)} (a field name)` : '(a field name)',
          reason: keyReason,
        };
      const found = findUnstorableJson(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Path parameters and the query string: names and values, as the router and query parser decoded them. */
function findUnstorableInUrl(request: FastifyRequest): Unstorable | undefined {
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    const reason = typeof value === 'string' ? unstorableText(value) : undefined;
    if (reason) return { field: name === '*' ? 'path' : name, reason };
  }
  // A path no route matched has no parameters; its raw form still shows an encoded NUL.
  const path = request.url.split('?', 1)[0] ?? '';
  if (path.includes('%00')) return { field: 'path', reason: 'field.nul' };
  const query = (request.query ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(query)) {
    const nameReason = unstorableText(name);
    if (nameReason) return { field: '(a query parameter name)', reason: nameReason };
    for (const item of Array.isArray(value) ? value : [value]) {
      const reason = typeof item === 'string' ? unstorableText(item) : undefined;
      if (reason) return { field: name, reason };
    }
  }
  return undefined;
}

/**
 * Registers the checks on the whole app: a JSON parser (Fastify's own, with its prototype-poisoning
 * guard and the body size limit) behind a nesting limit and the text check, and a hook that checks the
 * path parameters and query. The hook runs before validation but after the route's guards (onRequest),
 * so a caller without the right still gets 401/403 first.
 */
export function registerSafeInput(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new AppError('invalid_data', 'request.json_too_deep', { max: MAX_JSON_DEPTH }));
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) return done(error);
      const problem = findUnstorableJson(value);
      if (problem) return done(unstorableError(problem));
      done(null, value);
    });
  });

  app.addHook('preValidation', async (request) => {
    const problem = findUnstorableInUrl(request);
    if (problem) throw unstorableError(problem);
  });
}
