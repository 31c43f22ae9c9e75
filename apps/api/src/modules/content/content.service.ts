import type { NewsDetail, NewsItem, SearchLearn } from '@shop/contracts';
import type { Database } from '@shop/db';
import { notFound } from '../../errors.ts';
import { isRowId } from '../../ids.ts';
import * as repository from './content.repository.ts';

/** Shown news, newest first. */
export async function listNews(db: Database): Promise<NewsItem[]> {
  const rows = await repository.selectShownNews(db);
  return rows.map((row) => ({ ...row, news_date: row.news_date.toISOString() }));
}

export async function getNews(db: Database, newsId: number): Promise<NewsDetail> {
  const row = isRowId(newsId) ? await repository.selectShownNewsById(db, newsId) : null;
  if (!row) throw notFound(`News ${newsId} does not exist`);
  return { ...row, news_date: row.news_date.toISOString() };
}

export async function listHotLearns(db: Database): Promise<SearchLearn[]> {
  return repository.selectHotLearns(db);
}
