import type { FastifyRequest } from 'fastify';

/**
 * A route's `config.rateLimit` for signed-in writes (docs/security.md): counted per user, so shoppers who share
 * one carrier IP do not share a budget. The route's guard (an earlier `onRequest` hook) has read the
 * session by the time the key is made; a caller without one is counted by IP.
 */
export function perUserRateLimit(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => request.sessionUser?.id ?? request.ip,
  };
}

/**
 * A route's `config.rateLimit` for public writes that need no account (the contact form, newsletter
 * sign-ups): counted per client IP, which is the socket's address unless TRUST_PROXY says otherwise.
 */
export function perIpRateLimit(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => request.ip,
  };
}
