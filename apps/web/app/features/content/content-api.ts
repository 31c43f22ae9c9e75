// The content calls the pages use (storefront.md §7.3), through the contracts' call table.
import { contentPageCalls as calls, type LearnType, SLUG_PATTERN } from '@shop/contracts';
import { type ApiClient, isApiError } from '@shop/contracts/client';

export type { ContentBlock, ContentPage, FaqSection, IngredientCard, LearnType } from '@shop/contracts';

/**
 * The HTTP status of a failed call, or null. Read by shape, not instanceof alone: on the server the
 * client comes from the server's own copy of @shop/contracts, not the one bundled with the routes.
 */
export function apiStatus(error: unknown): number | null {
  if (!isApiError(error) && !(error instanceof Error && error.name === 'ApiError')) return null;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status : null;
}

/** null when the API answers 404 (an unknown slug, id or uid) or 422; other failures are raised. */
export async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    const status = apiStatus(error);
    if (status === 404 || status === 422) return null;
    throw error;
  }
}

/** A list the page can live without: logged and empty on failure (storefront.md §8). */
export async function listOrEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`[content] ${what} failed`, error);
    return [];
  }
}

/** Whether a path segment can be a slug at all; anything else is a 404 without asking the API. */
export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}

export const contentPageBySlug = (api: ApiClient, slug: string) =>
  orNull(() => api.send(calls.contentPage, { query: { slug } }));

export const faqList = (api: ApiClient) =>
  listOrEmpty('get-faq-list', async () => (await api.send(calls.faqList)).groups);

export const learnTypeByRel2 = (api: ApiClient, rel2: string) =>
  orNull(() => api.send(calls.learnType2ByRel2, { params: { id: rel2 } }));

export const learnTypes = (api: ApiClient): Promise<LearnType[]> =>
  listOrEmpty('get-learn-types', async () => (await api.send(calls.learnTypes)).learnTypes);

export const learnBySlug = (api: ApiClient, slug: string) =>
  orNull(() => api.send(calls.learnBySlug, { query: { slug } }));

export const learnsPage = (api: ApiClient, page: number) =>
  orNull(() => api.send(calls.learns, { query: { page } }));

export const ingredientDictionary = (api: ApiClient) =>
  listOrEmpty('get-ingredients', async () => (await api.send(calls.ingredients)).ingredients);

export const ingredientByUid = (api: ApiClient, uid: string) =>
  orNull(() => api.send(calls.ingredient, { params: { uid } }));

export const newsByCategory = (api: ApiClient, category: string, subcategory: string) =>
  orNull(() => api.send(calls.newsByCategory, { params: { category, subcategory } }));

export const newsCategories = (api: ApiClient) =>
  listOrEmpty('get-news-categories', async () => (await api.send(calls.newsCategories)).categories);
