// Promotion calls of storefront.md §7.4 through their contracts (lifetimes of §9 travel with them).
import type { CallDefinition } from '@shop/contracts';
import type { ApiClient } from '@shop/contracts/client';
import type { z } from 'zod';
import { displayPath, throwRouteNotFound } from '../../lib/route-not-found';
import { isMissing } from '../catalogue/read';

/** A list that fails is logged and shows its empty state (§8). */
export async function promotionList<Answer extends z.ZodType, T>(
  api: ApiClient,
  call: CallDefinition<void, Answer>,
  pick: (answer: z.output<Answer>) => T[],
): Promise<T[]> {
  try {
    return pick(await api.call(call, undefined));
  } catch (error) {
    console.error(`[promotions] ${call.route} failed`, error);
    return [];
  }
}

/** One promotion by id; null when the API does not know it (404 / 422). */
export async function promotionById<Answer extends z.ZodType>(
  api: ApiClient,
  call: CallDefinition<{ id: number }, Answer>,
  id: number,
): Promise<z.output<Answer> | null> {
  try {
    return await api.call(call, { id });
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export const originOf = (url: string) => new URL(url).origin;

/** The promotion behind a detail route's `:id`, or the route's 404 for a malformed or unknown id. */
export async function promotionForRoute<Answer extends z.ZodType>(
  api: ApiClient,
  call: CallDefinition<{ id: number }, Answer>,
  params: { id: string },
  request: Request,
): Promise<z.output<Answer>> {
  if (!/^\d{1,9}$/.test(params.id)) throwRouteNotFound(displayPath(request.url));
  const answer = await promotionById(api, call, Number(params.id));
  if (!answer) throwRouteNotFound(displayPath(request.url));
  return answer;
}
