import type { ErrorBody } from '@shop/contracts';
import { errorMessages } from '@shop/core';
import { isDatabaseUnavailable } from '@shop/db';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, ErrorCode } from '../../errors.ts';
import { NO_STORE } from './cache.ts';
import { isInputRefusedByDatabase } from './refused-input.ts';

/** What each 4xx status a plugin or Fastify itself raises is called in our answers. */
const CODE_BY_STATUS: Record<number, string> = {
  400: ErrorCode.validationFailed,
  401: ErrorCode.unauthenticated,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  409: ErrorCode.conflict,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  429: ErrorCode.rateLimited,
};

const DATABASE_UNAVAILABLE: ErrorBody = {
  message: errorMessages.databaseUnavailable,
  code: ErrorCode.databaseUnavailable,
};

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** Sets the JSON error answers of ARCHITECTURE.md §3 on one encapsulation context. */
export function setApiErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorAnswer(error);
    if (body.code === ErrorCode.databaseUnavailable)
      request.log.warn({ reason: rootMessage(error) }, 'database unavailable');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    return reply.code(status).header('cache-control', NO_STORE).send(body);
  });
}

const UNKNOWN_PATH_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Answers unknown paths of one context with a JSON 404 instead of Fastify's default. Besides the
 * not-found handler, a catch-all route under the prefix keeps a host's own catch-all (the SSR page
 * handler at /*) from answering unknown API paths with a page.
 */
export function setApiNotFoundHandler(app: FastifyInstance, options: { catchAll?: boolean } = {}): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .header('cache-control', NO_STORE)
      .send({
        message: `No such call: ${request.method} ${request.url.split('?')[0]}`,
        code: ErrorCode.notFound,
      } satisfies ErrorBody);
  // An attacker could probe for valid paths if unknown ones were not rate limited too.
  if (app.hasDecorator('rateLimit')) app.setNotFoundHandler({ preHandler: app.rateLimit() }, handler);
  else app.setNotFoundHandler(handler);
  if (options.catchAll) {
    app.route({
      method: [...UNKNOWN_PATH_METHODS],
      url: '/*',
      schema: { hide: true },
      exposeHeadRoute: false,
      handler,
    });
  }
}

export function toErrorAnswer(error: FastifyError | ApiError): { status: number; body: ErrorBody } {
  if (error instanceof ApiError) return { status: error.statusCode, body: error.toBody() };
  // A dropped or refused database connection: the same request may succeed in a moment.
  if (isDatabaseUnavailable(error)) return { status: 503, body: DATABASE_UNAVAILABLE };
  if (isInputRefusedByDatabase(error)) {
    const message = 'The request is not valid.';
    return {
      status: 422,
      body: { message, code: ErrorCode.validationFailed, errors: { request: [message] } },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      status: 422,
      body: {
        message: 'The request is not valid.',
        code: ErrorCode.validationFailed,
        errors: validationErrorsByField(error.validation, error.validationContext),
      },
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Malformed input (bad JSON, wrong content length …) counts as invalid input: 422, never 500.
    if (status === 400) {
      return {
        status: 422,
        body: {
          message: error.message,
          code: ErrorCode.validationFailed,
          errors: { request: [error.message] },
        },
      };
    }
    return { status, body: { message: error.message, code: CODE_BY_STATUS[status] ?? ErrorCode.badRequest } };
  }
  return {
    status: status >= 500 && status < 600 ? status : 500,
    body: { message: GENERIC_MESSAGE, code: ErrorCode.internal },
  };
}

/** The driver's own words, without the SQL text drizzle puts around them. */
function rootMessage(error: Error): string {
  return error.cause instanceof Error ? error.cause.message : error.message;
}

function validationErrorsByField(
  issues: { instancePath: string; message?: string }[],
  context: string | undefined,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';
    errors[field] = [...(errors[field] ?? []), issue.message ?? 'Invalid value'];
  }
  return errors;
}

export interface ErrorHandlerPluginOptions {
  /** Also answer unknown paths under this context's prefix (off for the root static files). */
  notFound?: boolean;
}

/** The error answers as a plugin, so a context's own plugins list shows it. */
export const errorHandlerPlugin = fp<ErrorHandlerPluginOptions>(
  async (app, opts) => {
    setApiErrorHandler(app);
    if (opts.notFound) setApiNotFoundHandler(app, { catchAll: true });
  },
  { name: 'shop-error-handler', fastify: '5.x' },
);
