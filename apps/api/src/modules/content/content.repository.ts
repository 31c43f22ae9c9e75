import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, desc, eq, gt, lte } from 'drizzle-orm';

const { learnTypes, learns, news } = schema;
const SHOWN = 1;

const newsItemColumns = {
  news_id: news.news_id,
  news_title: news.news_title,
  news_img: news.news_img,
  news_summary: news.news_summary,
  news_date: news.news_date,
};

export async function selectShownNews(db: Database) {
  return db
    .select(newsItemColumns)
    .from(news)
    .where(eq(news.news_show, SHOWN))
    .orderBy(desc(news.news_date), desc(news.news_id));
}

export async function selectShownNewsById(db: Database, newsId: number) {
  const [row] = await db
    .select({ ...newsItemColumns, news_content: news.news_content })
    .from(news)
    .where(and(eq(news.news_id, newsId), eq(news.news_show, SHOWN)));
  return row ?? null;
}

/** The columns of a learn (article) as search results and article lists show it. */
export const learnCardColumns = {
  learn_id: learns.learn_id,
  learn_name: learns.learn_name,
  learntype2_rel2: learnTypes.learntype2_rel2,
  learn_rel3: learns.learn_rel3,
  learn_image: learns.learn_image,
  learn_summary: learns.learn_summary,
};

/** Published, shown articles flagged hot, highest learn_hot first, then newest. */
export async function selectHotLearns(db: Database, now = new Date()) {
  return db
    .select(learnCardColumns)
    .from(learns)
    .innerJoin(learnTypes, eq(learnTypes.learntype2_id, learns.learntype2_id))
    .where(and(eq(learns.learn_show, SHOWN), gt(learns.learn_hot, 0), lte(learns.published_at, now)))
    .orderBy(desc(learns.learn_hot), desc(learns.published_at), desc(learns.learn_id));
}
