import type { FastifyRequest } from 'fastify';
import type { Caller } from '../accounts/index.ts';
import { readBearerToken } from './bearer-token.ts';
import { deviceNameOf } from './device-name.ts';

export function callerOf(request: FastifyRequest): Caller {
  return {
    memberId: request.memberId,
    ip: request.ip,
    token: request.memberId === null ? null : readBearerToken(request.headers.authorization),
    device: deviceNameOf(request.headers['user-agent']),
  };
}

/** The member of an (auth) call; requireAuth has already refused guests. */
export function memberIdOf(request: FastifyRequest): number {
  if (request.memberId === null) throw new Error('memberIdOf used on a route without requireAuth');
  return request.memberId;
}

/** OpenAPI: the call takes `Authorization: Bearer` (the scheme swagger.ts declares). */
export const BEARER_SECURITY = [{ bearerAuth: [] }];
