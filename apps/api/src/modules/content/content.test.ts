import { ErrorBody, HotLearnsAnswer, NewsDetailAnswer, NewsListAnswer } from '@shop/contracts';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { HIDDEN } from '../../../test/hidden-rows.ts';

const API = '/front-stage/v1';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string) {
  return t.app.inject({ method: 'GET', url: `${API}${url}` });
}

describe('news', () => {
  it('lists shown news, newest first, with ISO dates', async () => {
    const res = await get('/news');
    expect(res.statusCode).toBe(200);
    const { news } = NewsListAnswer.parse(res.json());
    expect(news.length).toBeGreaterThan(0);
    const dates = news.map((n) => Date.parse(n.news_date));
    expect(dates.every(Number.isFinite)).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(news.map((n) => n.news_title)).not.toContain(HIDDEN.newsTitle);
    expect(news[0]).not.toHaveProperty('news_content');
  });
});

describe('news/{id}', () => {
  it('answers one news item with its content', async () => {
    const { news } = NewsListAnswer.parse((await get('/news')).json());
    const first = news[0]!;
    const res = await get(`/news/${first.news_id}`);
    expect(res.statusCode).toBe(200);
    const detail = NewsDetailAnswer.parse(res.json()).news;
    expect(detail).toMatchObject(first);
    expect(typeof detail.news_content).toBe('string');
  });

  it('answers 404 for unknown and hidden news', async () => {
    const hidden = await t.db.select().from(schema.news).where(eq(schema.news.news_show, 0));
    for (const id of [999999, ...hidden.map((n) => n.news_id)]) {
      const res = await get(`/news/${id}`);
      expect(res.statusCode).toBe(404);
      expect(ErrorBody.parse(res.json()).code).toBe('NOT_FOUND');
    }
  });

  it("answers 422 for an id past PostgreSQL's integer, which no row can have", async () => {
    expect((await get('/news/99999999999')).statusCode).toBe(422);
  });

  it('answers 422 for a non-numeric id', async () => {
    const res = await get('/news/latest');
    expect(res.statusCode).toBe(422);
    expect(ErrorBody.parse(res.json())).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { id: expect.any(Array) },
    });
  });
});

describe('get-hot-learns', () => {
  it('lists shown, published hot articles with their type slug', async () => {
    const res = await get('/get-hot-learns');
    expect(res.statusCode).toBe(200);
    const { hotLearns } = HotLearnsAnswer.parse(res.json());
    expect(hotLearns.length).toBeGreaterThan(0);
    for (const learn of hotLearns) expect(learn.learntype2_rel2).not.toBe('');
    for (const name of HIDDEN.learnNames) expect(hotLearns.map((l) => l.learn_name)).not.toContain(name);
  });
});
