import { findUnstorableText, type UnstorableText } from '@shop/contracts';
import fp from 'fastify-plugin';
import { ApiError, ErrorCode } from '../../errors.ts';
import { parsedWithoutBadText } from './json-body.ts';

/**
 * Refuses a NUL character or a lone UTF-16 surrogate in any path parameter, query value or JSON body field
 * with 422 (never 500): PostgreSQL can store neither.
 */
export const nulBytesPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const found =
        findUnstorableText(request.params) ??
        findUnstorableText(request.query) ??
        (parsedWithoutBadText(request.body) ? null : findUnstorableText(request.body ?? null));
      if (found !== null) throw unstorableTextError(found);
    });
  },
  { name: 'shop-nul-bytes', fastify: '5.x', dependencies: ['shop-error-handler'] },
);

export function unstorableTextError(found: UnstorableText): ApiError {
  return new ApiError(422, ErrorCode.validationFailed, 'The request is not valid.', {
    [found.field]: [found.message],
  });
}
