import type {
  AllowedCommentsAnswer,
  Comment,
  MemberCommentsAnswer,
  StoreCommentAnswer,
} from '@shop/contracts';
import { catalogueApiMessages, ratingOf } from '@shop/core';
import { type Database, sanitizePlainText } from '@shop/db';
import { ApiError, ErrorCode } from '../../errors.ts';
import { removeUploads, storeUpload, type UploadedFile } from '../../lib/uploads.ts';
import * as repository from './comments.repository.ts';
import { productOfSellPage } from './sell-pages.service.ts';

type CommentRow = Awaited<ReturnType<typeof repository.selectAllowedComments>>[number];
const STAR_VALUES = [5, 4, 3, 2, 1];

function toComment(row: CommentRow): Comment {
  return { ...row, created_at: row.created_at.toISOString() };
}

/** '王小明' → '王＊明', '王明' → '王＊': comments never show a member's full name. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return catalogueApiMessages.anonymousCommenter;
  if (chars.length <= 2) return `${chars[0]}＊`;
  return `${chars[0]}${'＊'.repeat(Math.min(chars.length - 2, 3))}${chars.at(-1)}`;
}

async function summaryOf(db: Database, sellId: number): Promise<AllowedCommentsAnswer['summary']> {
  const counts = await repository.selectStarCounts(db, sellId);
  const countOf = (stars: number) => counts.find((c) => c.stars === stars)?.count ?? 0;
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const starSum = counts.reduce((sum, c) => sum + c.stars * c.count, 0);
  return {
    rating: ratingOf(starSum, total),
    total,
    star_counts: STAR_VALUES.map((stars) => ({ stars, count: countOf(stars) })),
  };
}

export async function listAllowedComments(
  db: Database,
  sellId: number,
  page: number,
  perPage: number,
): Promise<AllowedCommentsAnswer> {
  await productOfSellPage(db, sellId);
  const summary = await summaryOf(db, sellId);
  const rows = await repository.selectAllowedComments(db, sellId, perPage, (page - 1) * perPage);
  return {
    comments: {
      total: summary.total,
      page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(summary.total / perPage)),
      data: rows.map(toComment),
    },
    summary,
  };
}

/** The comments with what the member may do: only a buyer without a comment on the page may write one. */
export async function listMemberComments(
  db: Database,
  sellId: number,
  memberId: number,
  page: number,
  perPage: number,
): Promise<MemberCommentsAnswer> {
  const answer = await listAllowedComments(db, sellId, page, perPage);
  const productId = await productOfSellPage(db, sellId);
  const bought = await repository.hasBought(db, memberId, productId);
  const mine = await repository.selectMemberComment(db, sellId, memberId);
  return { ...answer, has_bought: bought, can_comment: bought && !mine, my_comment: mine && toComment(mine) };
}

export function forbiddenToComment(): ApiError {
  return new ApiError(403, ErrorCode.forbidden, 'Only members who bought this product may comment on it');
}

/** Checks before the upload is read: the page exists and the member bought its product. */
export async function assertMayComment(db: Database, sellId: number, memberId: number): Promise<void> {
  const productId = await productOfSellPage(db, sellId);
  if (!(await repository.hasBought(db, memberId, productId))) throw forbiddenToComment();
}

/** Stores a buyer's comment with its images (saved under new names in the public uploads folder). */
export async function storeComment(
  db: Database,
  sellId: number,
  memberId: number,
  fields: { stars: number; content: string },
  images: UploadedFile[],
): Promise<StoreCommentAnswer> {
  await assertMayComment(db, sellId, memberId);
  const content = sanitizePlainText(fields.content);
  if (content === '') {
    throw new ApiError(422, ErrorCode.validationFailed, 'The comment is empty', {
      content: ['Write a comment'],
    });
  }
  const names: string[] = [];
  for (const image of images) names.push(await storeUpload(image));
  const row = await repository.insertComment(db, {
    sell_id: sellId,
    member_id: memberId,
    comment_name: maskName(await repository.selectMemberName(db, memberId)),
    comment_stars: fields.stars,
    comment_content: content,
    comment_images: names,
  });
  if (!row) {
    await removeUploads(names);
    throw new ApiError(409, ErrorCode.conflict, 'You have commented on this product already');
  }
  return { comment: toComment(row), summary: await summaryOf(db, sellId) };
}
