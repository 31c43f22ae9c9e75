import { findNulByte, NUL_BYTE_MESSAGE } from '@shop/contracts';
import fp from 'fastify-plugin';
import { ApiError, ErrorCode } from '../../errors.ts';
import { parsedWithoutNul } from './json-body.ts';

/** Refuses a NUL character in any path parameter, query value or JSON body field with 422 (never 500). */
export const nulBytesPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const field =
        findNulByte(request.params) ??
        findNulByte(request.query) ??
        (parsedWithoutNul(request.body) ? null : findNulByte(request.body ?? null));
      if (field !== null) throw nulByteError(field);
    });
  },
  { name: 'shop-nul-bytes', fastify: '5.x', dependencies: ['shop-error-handler'] },
);

export function nulByteError(field: string): ApiError {
  return new ApiError(422, ErrorCode.validationFailed, 'The request is not valid.', {
    [field]: [NUL_BYTE_MESSAGE],
  });
}
