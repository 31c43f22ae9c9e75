// Serves one back-stage call from its definition (packages/contracts/src/back-stage): URL, schemas, and
// before anything else the staff check — 401 without a live staff session, 403 for a role the call does
// not list. Answers are never cached (perCaller).
import { ErrorBody } from '@shop/contracts';
import type { BackStageCall } from '@shop/contracts/back-stage';
import type { FastifyInstance, FastifyReply, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { CallRequest } from '../../lib/register-call.ts';
import { PRIVATE_ANSWER } from '../../plugins/app/cache.ts';
import type { SignedInStaff } from './staff-auth.plugin.ts';
import { staffErrors } from './staff-errors.ts';

export type StaffCallHandler<C extends BackStageCall> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<z.input<C['answer']> | FastifyReply> | z.input<C['answer']>;

export function registerStaffCall<C extends BackStageCall>(
  app: FastifyInstance,
  call: C,
  handler: StaffCallHandler<C>,
): void {
  const guard: onRequestAsyncHookHandler = async (request) => {
    if (request.staff === null) throw staffErrors.unauthenticated();
    if (!call.roles.includes(request.staff.role)) throw staffErrors.forbidden();
  };
  const errors = Object.fromEntries((call.errors ?? []).map((status) => [status, ErrorBody]));
  app.route({
    method: call.method,
    url: `/${call.route}`,
    schema: {
      tags: [call.tag],
      summary: call.summary,
      ...(call.auth === 'required' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { [call.status ?? 200]: call.answer, ...errors },
    },
    config: {
      ...(call.method === 'GET' ? { cache: PRIVATE_ANSWER } : {}),
      compressesOwnAnswers: true as const,
    },
    onRequest: call.auth === 'required' ? [guard] : [],
    handler: handler as unknown as RouteOptions['handler'],
  });
}

/** Every call of the table with its handler. */
export function registerStaffCalls<T extends Record<string, BackStageCall>>(
  app: FastifyInstance,
  table: T,
  handlers: { [K in keyof T]: StaffCallHandler<T[K]> },
): void {
  for (const name of Object.keys(handlers) as (keyof T & string)[]) {
    const call = table[name];
    if (!call) throw new Error(`No back-stage call ${name}`);
    registerStaffCall(app, call, handlers[name]);
  }
}

/** The staff member of a call with auth 'required' (the guard has let them in). */
export function staffOf(request: { staff: SignedInStaff | null }): SignedInStaff {
  if (!request.staff) throw staffErrors.unauthenticated();
  return request.staff;
}
