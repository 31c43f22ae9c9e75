// Small readers shared by the catalogue and promotion pages.
import { taipeiDate as taipeiDateOf } from '@shop/core';

export type Row = Record<string, unknown>;

export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

export function num(value: unknown, fallback = 0): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

/** 'YYYY-MM-DD' of an ISO instant in Asia/Taipei (the shop's rule); text that is no date is cut to 10. */
export function taipeiDate(value: string): string {
  const date = new Date(value);
  return value === '' || Number.isNaN(date.getTime()) ? value.slice(0, 10) : taipeiDateOf(date);
}

/**
 * Whether an API error means 'no such thing' (404, or 422 for a malformed id). Read by shape: the
 * server hands loaders a client built from another copy of @shop/contracts, so instanceof fails.
 */
export function isMissing(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 422;
}
