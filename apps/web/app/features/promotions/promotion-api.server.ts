// Promotion calls of storefront.md §7.4 through their contracts (lifetimes of §9 travel with them).
import type { CallAnswer, CallDefinition, IdParam } from '@shop/contracts';
import type { ApiClient } from '@shop/contracts/client';
import type { z } from 'zod';
import { displayPath, throwRouteNotFound } from '../../lib/route-not-found';
import { isMissing } from '../catalogue/read';

type ListCall = CallDefinition<z.ZodType, undefined, undefined, undefined>;
type ByIdCall = CallDefinition<z.ZodType, typeof IdParam, undefined, undefined>;

/** A list that fails is logged and shows its empty state (§8). */
export async function promotionList<C extends ListCall, T>(
  api: ApiClient,
  call: C,
  pick: (answer: CallAnswer<C>) => T[],
): Promise<T[]> {
  try {
    return pick((await api.send(call as ListCall)) as CallAnswer<C>);
  } catch (error) {
    console.error(`[promotions] ${call.route} failed`, error);
    return [];
  }
}

/** One promotion by id; null when the API does not know it (404 / 422). */
export async function promotionById<C extends ByIdCall>(
  api: ApiClient,
  call: C,
  id: number,
): Promise<CallAnswer<C> | null> {
  try {
    return (await api.send(call as ByIdCall, { params: { id } })) as CallAnswer<C>;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export const originOf = (url: string) => new URL(url).origin;

/** The promotion behind a detail route's `:id`, or the route's 404 for a malformed or unknown id. */
export async function promotionForRoute<C extends ByIdCall>(
  api: ApiClient,
  call: C,
  params: { id: string },
  request: Request,
): Promise<CallAnswer<C>> {
  if (!/^\d{1,9}$/.test(params.id)) throwRouteNotFound(displayPath(request.url));
  const answer = await promotionById(api, call, Number(params.id));
  if (!answer) throwRouteNotFound(displayPath(request.url));
  return answer;
}
