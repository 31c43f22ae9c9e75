import { randomBytes } from 'node:crypto';
import { API_BASE_PATH } from '@shop/contracts';
import { readCookie } from '@shop/core';
import { stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A guest's temporary cart is kept under a secret the server issues in an HttpOnly cookie, not under the
// X-Visit-ID the browser sends: that id sits in localStorage and goes out with tracking calls, so anyone
// who learnt it could merge the guest's cart into their own account at login.

export const GUEST_CART_COOKIE = 'shop_guest_cart';
const KEY_BYTES = 24;
/** 24 random bytes in base64url: only keys this server issued have this shape. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{32}$/;
const KEY_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** The guest cart key the request's cookie holds, or null when absent or not one we issue. */
export function readGuestCartKey(request: FastifyRequest): string | null {
  const value = readCookie(request.headers.cookie, GUEST_CART_COOKIE);
  return value && KEY_SHAPE.test(value) ? value : null;
}

/** The request's guest cart key, issuing a new one (and its cookie) when it has none. */
export function guestCartKeyFor(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readGuestCartKey(request);
  if (existing) return existing;
  const key = randomBytes(KEY_BYTES).toString('base64url');
  reply.header(
    'set-cookie',
    stringifySetCookie(GUEST_CART_COOKIE, key, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: API_BASE_PATH,
      maxAge: KEY_LIFETIME_SECONDS,
    }),
  );
  return key;
}

/** Forgets the guest cart key once its cart has joined a member's. */
export function clearGuestCartKey(reply: FastifyReply): void {
  reply.header('set-cookie', stringifySetCookie(GUEST_CART_COOKIE, '', { path: API_BASE_PATH, maxAge: 0 }));
}
