import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';

/**
 * Over https the cookie takes the `__Host-` prefix (Secure, Path=/, no Domain), so no other
 * site or subdomain can set or read it.
 */
export function sessionCookieName(secure: boolean) {
  return secure ? '__Host-mapleshine_session' : 'mapleshine_session';
}

/**
 * Read here, only by the calls that need a session, rather than by a cookie plugin's hooks on
 * every request (the catalog reads are the busiest calls and carry none).
 */
export function readSessionCookie(request: FastifyRequest, secure: boolean): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[sessionCookieName(secure)] : undefined;
}

/** The cookie lives as long as the session may (`lifetimeMs`, the sessions service's rule). */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  secure: boolean,
  lifetimeMs: number,
) {
  addSetCookie(reply, {
    name: sessionCookieName(secure),
    value: token,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.floor(lifetimeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  addSetCookie(reply, {
    name: sessionCookieName(secure),
    value: '',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: new Date(0),
    maxAge: 0,
  });
}

/** The browser's known-device proof (decision 080): kept across logouts, like the device. */
export function knownDeviceCookieName(secure: boolean) {
  return secure ? '__Host-mapleshine_device' : 'mapleshine_device';
}

export function readKnownDeviceCookie(
  request: FastifyRequest,
  secure: boolean,
): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[knownDeviceCookieName(secure)] : undefined;
}

export function setKnownDeviceCookie(
  reply: FastifyReply,
  proof: string,
  secure: boolean,
  lifetimeMs: number,
) {
  addSetCookie(reply, {
    name: knownDeviceCookieName(secure),
    value: proof,
    httpOnly: true,
    // Only ever read by the login form's own request.
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: Math.floor(lifetimeMs / 1000),
  });
}

/** Fastify keeps every `set-cookie` value given (an array), so several cookies can go out. */
function addSetCookie(reply: FastifyReply, cookie: SetCookie) {
  reply.header('set-cookie', stringifySetCookie(cookie));
}
