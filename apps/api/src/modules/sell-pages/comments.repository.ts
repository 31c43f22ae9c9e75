import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';

const { memberPurchases, members, productComments, sells } = schema;
const ALLOWED = 1;

export const commentColumns = {
  comment_id: productComments.comment_id,
  sell_id: productComments.sell_id,
  comment_name: productComments.comment_name,
  comment_stars: productComments.comment_stars,
  comment_content: productComments.comment_content,
  comment_images: productComments.comment_images,
  created_at: productComments.created_at,
};

const allowedOf = (sellId: number) =>
  and(eq(productComments.sell_id, sellId), eq(productComments.comment_allowed, ALLOWED));

export async function selectAllowedComments(db: Database, sellId: number, limit: number, offset: number) {
  return db
    .select(commentColumns)
    .from(productComments)
    .where(allowedOf(sellId))
    .orderBy(desc(productComments.created_at), desc(productComments.comment_id))
    .limit(limit)
    .offset(offset);
}

/** Count of published comments per star value. */
export async function selectStarCounts(db: Database, sellId: number) {
  return db
    .select({ stars: productComments.comment_stars, count: count() })
    .from(productComments)
    .where(allowedOf(sellId))
    .groupBy(productComments.comment_stars);
}

export async function selectMemberComment(db: Database, sellId: number, memberId: number) {
  const [row] = await db
    .select(commentColumns)
    .from(productComments)
    .where(and(eq(productComments.sell_id, sellId), eq(productComments.member_id, memberId)));
  return row ?? null;
}

export async function hasBought(db: Database, memberId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(memberPurchases)
    .where(and(eq(memberPurchases.member_id, memberId), eq(memberPurchases.p_id, productId)));
  return (row?.n ?? 0) > 0;
}

export async function selectMemberName(db: Database, memberId: number): Promise<string> {
  const [row] = await db
    .select({ name: members.member_name })
    .from(members)
    .where(eq(members.member_id, memberId));
  return row?.name ?? '';
}

export interface NewComment {
  sell_id: number;
  member_id: number;
  comment_name: string;
  comment_stars: number;
  comment_content: string;
  comment_images: string[];
}

/**
 * Stores a comment and counts it on its sell page in one transaction. Answers null when the member has
 * commented on this page already (the unique key decides, so two requests at once store one).
 */
export async function insertComment(db: Database, comment: NewComment) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(productComments)
      .values(comment)
      .onConflictDoNothing({ target: [productComments.sell_id, productComments.member_id] })
      .returning(commentColumns);
    if (!row) return null;
    await tx
      .update(sells)
      .set({
        comments_total: sql`${sells.comments_total} + 1`,
        rating_sum: sql`${sells.rating_sum} + ${comment.comment_stars}`,
      })
      .where(eq(sells.sell_id, comment.sell_id));
    return row;
  });
}
