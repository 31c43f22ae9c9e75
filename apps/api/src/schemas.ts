import { ErrorBody } from '@shop/contracts';

/** Error answers a route documents beside its 200 answer, e.g. `...errorAnswers(404, 422)`. */
export function errorAnswers<const S extends number>(...statuses: S[]): Record<S, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as Record<S, typeof ErrorBody>;
}
