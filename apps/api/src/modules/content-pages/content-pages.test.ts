import {
  ContentPageAnswer,
  ErrorBody,
  FaqListAnswer,
  IngredientAnswer,
  IngredientsAnswer,
  LearnAnswer,
  LearnPageAnswer,
  LearnsAnswer,
  LearnType2Answer,
  LearnTypesAnswer,
  NewsByCategoryAnswer,
  NewsCategoriesAnswer,
} from '@shop/contracts';
import { sanitizeRichText, schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { API } from '../../../test/catalogue-support.ts';
import { HIDDEN } from '../../../test/hidden-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url: `${API}/${url}` });
const page = async (slug: string) => {
  const res = await get(`get-content-page?slug=${encodeURIComponent(slug)}`);
  expect(res.statusCode, slug).toBe(200);
  return ContentPageAnswer.parse(res.json()).page;
};

describe('articles', () => {
  it('get-learn-types lists the types with their article counts', async () => {
    const { learnTypes } = LearnTypesAnswer.parse((await get('get-learn-types')).json());
    expect(learnTypes.map((l) => l.learntype2_rel2)).toContain('acne');
    for (const type of learnTypes) expect(type.learns_count).toBeGreaterThan(0);
  });

  it('get-learn-type2-by-rel2/{rel2} answers a type with its published articles', async () => {
    const res = await get('get-learn-type2-by-rel2/acne');
    expect(res.statusCode).toBe(200);
    const { learnType, learns } = LearnType2Answer.parse(res.json());
    expect(learns).toHaveLength(learnType.learns_count);
    for (const l of learns) expect(l.learntype2_rel2).toBe('acne');
    for (const name of HIDDEN.learnNames) expect(learns.map((l) => l.learn_name)).not.toContain(name);
    expect((await get('get-learn-type2-by-rel2/no-such-type')).statusCode).toBe(404);
    expect((await get('get-learn-type2-by-rel2/bad%20slug')).statusCode).toBe(422);
  });

  it('get-learns pages the newest articles, of one type when asked', async () => {
    const { learns } = LearnPageAnswer.parse((await get('get-learns?page=1&per_page=4')).json());
    expect(learns.data).toHaveLength(4);
    expect(learns.last_page).toBe(Math.ceil(learns.total / 4));
    const acne = LearnPageAnswer.parse((await get('get-learns?rel2=acne')).json()).learns;
    expect(acne.data.every((l) => l.learntype2_rel2 === 'acne')).toBe(true);
    expect((await get('get-learns?rel2=nope')).statusCode).toBe(404);
    expect((await get('get-learns?page=0')).statusCode).toBe(422);
  });

  it('get-learn-by-slug answers one article with its products; hidden and future ones are 404', async () => {
    const { learn } = LearnAnswer.parse((await get('get-learn-by-slug?slug=salicylic-acid-for-acne')).json());
    expect(learn.learn_content).toContain('<h2>');
    expect(learn.related_products.length).toBeGreaterThan(0);
    for (const slug of ['hidden-learn', 'future-learn', 'nothing']) {
      expect((await get(`get-learn-by-slug?slug=${slug}`)).statusCode).toBe(404);
    }
    expect((await get('get-learn-by-slug')).statusCode).toBe(422);
  });

  it('get-learns-by-ids answers the shown articles among the ids, in order', async () => {
    const hidden = await t.db.select().from(schema.learns).where(eq(schema.learns.learn_show, 0));
    const res = await get(`get-learns-by-ids?ids=3,1,${hidden[0]!.learn_id},999999`);
    expect(LearnsAnswer.parse(res.json()).learns.map((l) => l.learn_id)).toEqual([3, 1]);
    for (const ids of ['', 'a,b', '1,,2']) {
      const bad = await get(`get-learns-by-ids?ids=${ids}`);
      expect(bad.statusCode, ids).toBe(422);
      expect(ErrorBody.parse(bad.json()).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('ingredient dictionary', () => {
  it('holds every ingredient menu 18 links to', async () => {
    const { ingredients } = IngredientsAnswer.parse((await get('get-ingredients')).json());
    const uids = ingredients.map((i) => i.uid);
    const links = await t.db.select().from(schema.subMenus).where(eq(schema.subMenus.mainmenu_id, 18));
    for (const link of links) {
      const uid = link.submenu_link.replace('ingredient-dictionary/', '');
      expect(uids, uid).toContain(uid);
    }
  });

  it('get-ingredient/{uid} answers the description and the products that contain it', async () => {
    const { ingredient } = IngredientAnswer.parse((await get('get-ingredient/salicylic-acid')).json());
    expect(ingredient.ingredient_name).toBe('水楊酸');
    expect(ingredient.products.map((p) => p.href)).toContain('exfoliate/bha-2-liquid');
    expect((await get('get-ingredient/unobtainium')).statusCode).toBe(404);
    expect((await get('get-ingredient/%3Cscript%3E')).statusCode).toBe(422);
  });
});

describe('get-content-page', () => {
  it('answers a page by slug and by its other spelling, with the canonical path', async () => {
    const about = await page('about-us');
    expect(await page('about_us')).toEqual(about);
    expect(about).toMatchObject({
      canonical_path: '/about-us',
      noindex: false,
      http_status: 200,
      layout: 'default',
    });
    expect(about.content_html).toContain('<h2>');
    for (const slug of [
      'about-lab',
      'about_beautypedia',
      'advisory-board',
      'team',
      'skin_care_products',
      'for-men',
    ]) {
      await page(slug);
    }
  });

  it('answers campaign, landing and utility pages with their flags', async () => {
    for (const slug of [
      'day-c-night-a',
      'body_event_2025',
      'body-event-2025',
      'lp-campaign-tb',
      'glow-lp-campaign-tb',
    ]) {
      expect((await page(slug)).noindex).toBe(false);
    }
    for (const slug of [
      'glowTest',
      'lp-campaign-secret/glow-2509',
      'lp-campaign-secret/glow-2507',
      'hidden-export',
      'noindex',
    ]) {
      expect((await page(slug)).noindex, slug).toBe(true);
    }
    expect((await page('hidden-export')).layout).toBe('onlybody');
    expect((await page('delete404')).http_status).toBe(404);
    const fitness = await page('co-fitness-2509');
    expect(fitness.blocks).toContainEqual(
      expect.objectContaining({ kind: 'signup', campaign: 'co-fitness-2509' }),
    );
  });

  it('answers a FAQ page with its anchored sections; q5-3 is the privacy policy', async () => {
    const q11 = await page('qa/q1-1');
    expect(q11.faq.map((s) => s.anchor)).toEqual(['shipping', 'refund', 'pc-point', 'ingredients']);
    for (const section of q11.faq) expect(section.entries.length).toBeGreaterThan(0);
    expect((await page('/qa/q5-3')).title).toBe('隱私權政策');
    const codes = ['q2-1', 'q2-8', 'q3-1', 'q3-2', 'q4-1', 'q4-7', 'q5-1', 'q5-7', 'q7-1', 'q8-1', 'q9-1'];
    for (const code of codes) expect((await page(`qa/${code}`)).faq.length, code).toBeGreaterThan(0);
  });

  it('answers 404 for unknown or hidden pages and 422 for a bad slug', async () => {
    expect((await get('get-content-page?slug=no-such-page')).statusCode).toBe(404);
    await t.db.update(schema.contentPages).set({ page_show: 0 }).where(eq(schema.contentPages.slug, 'team'));
    expect((await get('get-content-page?slug=team')).statusCode).toBe(404);
    await t.db.update(schema.contentPages).set({ page_show: 1 }).where(eq(schema.contentPages.slug, 'team'));
    for (const slug of ['', '%3Cscript%3E', 'a'.repeat(200)]) {
      expect((await get(`get-content-page?slug=${slug}`)).statusCode, slug).toBe(422);
    }
  });
});

describe('get-faq-list', () => {
  it('groups the FAQ pages with their titles', async () => {
    const { groups } = FaqListAnswer.parse((await get('get-faq-list')).json());
    expect(groups.map((g) => g.group)).toEqual([1, 2, 3, 4, 5, 7, 8, 9]);
    expect(groups[0]).toMatchObject({ group_title: '購物說明', pages: [{ path: '/qa/q1-1' }] });
    expect(groups.find((g) => g.group === 2)!.pages).toHaveLength(8);
    expect(groups.find((g) => g.group === 4)!.pages).toHaveLength(7);
  });
});

describe('news by category', () => {
  it('lists categories with counts and the news of a subcategory', async () => {
    const { categories } = NewsCategoriesAnswer.parse((await get('get-news-categories')).json());
    const events = categories.find((c) => c.newscategory_slug === 'events')!;
    expect(events.news_count).toBe(events.subcategories.reduce((sum, c) => sum + c.news_count, 0));
    const res = await get('get-news-by-category/events/campaign');
    const answer = NewsByCategoryAnswer.parse(res.json());
    expect(answer.news.length).toBe(answer.subcategory.news_count);
    expect(answer.news.map((n) => n.news_title)).not.toContain(HIDDEN.newsTitle);
    expect((await get('get-news-by-category/events/system')).statusCode).toBe(404);
    expect((await get('get-news-by-category/events/%20')).statusCode).toBe(422);
  });
});

describe('HTML in the database', () => {
  it('is already sanitized: the sanitizer leaves every stored piece unchanged', async () => {
    const html = [
      ...(await t.db.select({ h: schema.contentPages.content_html }).from(schema.contentPages)).map(
        (r) => r.h,
      ),
      ...(await t.db.select({ h: schema.faqEntries.answer }).from(schema.faqEntries)).map((r) => r.h),
      ...(await t.db.select({ h: schema.ingredients.description }).from(schema.ingredients)).map((r) => r.h),
      ...(await t.db.select().from(schema.sells)).flatMap((s) => [
        s.sell_description,
        s.sell_feature,
        s.sell_effect,
        s.sell_application,
      ]),
      ...(await t.db.select({ h: schema.saleEvents.saleevent_description }).from(schema.saleEvents)).map(
        (r) => r.h,
      ),
      ...(await t.db.select({ h: schema.learns.learn_content }).from(schema.learns)).map((r) => r.h),
      ...(await t.db.select({ h: schema.news.news_content }).from(schema.news)).map((r) => r.h),
    ];
    expect(html.length).toBeGreaterThan(300);
    for (const piece of html) expect(sanitizeRichText(piece)).toBe(piece);
  });

  it('sanitizeRichText removes scripts, handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a>' +
      '<a href="/c" target="_blank">y</a><img src="/upload/a.webp" onerror="x()"><iframe src="//evil"></iframe></p>';
    expect(sanitizeRichText(dirty)).toBe(
      '<p>Hi<a>x</a><a href="/c" target="_blank" rel="noopener noreferrer">y</a><img src="/upload/a.webp" /></p>',
    );
  });
});
