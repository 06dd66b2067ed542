import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ABSOLUTE_MS } from '../services/auth/sessions.ts';

/**
 * Over https the cookie takes the `__Host-` prefix (Secure, Path=/, no Domain), so no other
 * site or subdomain can set or read it.
 */
export function sessionCookieName(secure: boolean) {
  return secure ? '__Host-mapleshine_session' : 'mapleshine_session';
}

export function readSessionCookie(request: FastifyRequest, secure: boolean): string | undefined {
  return request.cookies[sessionCookieName(secure)];
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(sessionCookieName(secure), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
  });
}
