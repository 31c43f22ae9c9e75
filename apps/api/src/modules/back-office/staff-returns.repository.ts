// Return requests as the back office lists them (decision 093): the request with its order's number and
// the member's name, newest first, keyset paged on return_id; the photos read from the private uploads.

import { type ReturnListQuery, staffMessages } from '@shop/contracts/back-stage';
import { nextOrderStatus, orderStatusName } from '@shop/core';
import { type Database, schema } from '@shop/db';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { objectStorage } from '../../integrations/storage/index.ts';
import { staffErrors } from './staff-errors.ts';

const { returnRequests, orders, members } = schema;
type ListQuery = z.output<typeof ReturnListQuery>;

const ROW = {
  return_id: returnRequests.return_id,
  ordermain_id: returnRequests.ordermain_id,
  ordermain_sn: orders.ordermain_sn,
  member_name: members.member_name,
  state: returnRequests.state,
  reason: returnRequests.reason,
  photos: returnRequests.photos,
  created_at: returnRequests.created_at,
  answered_at: returnRequests.answered_at,
};

interface Row {
  return_id: number;
  ordermain_id: number;
  ordermain_sn: string;
  member_name: string;
  state: 'requested' | 'accepted' | 'declined';
  reason: string;
  photos: string[];
  created_at: Date;
  answered_at: Date | null;
}

function rowOf(row: Row) {
  const { photos, ...rest } = row;
  return {
    ...rest,
    photo_count: photos.length,
    created_at: row.created_at.toISOString(),
    answered_at: row.answered_at?.toISOString() ?? null,
  };
}

export async function listStaffReturns(db: Database, query: ListQuery) {
  const where: SQL[] = [];
  if (query.state) where.push(eq(returnRequests.state, query.state));
  if (query.before) where.push(lt(returnRequests.return_id, query.before));
  const rows = await db
    .select(ROW)
    .from(returnRequests)
    .innerJoin(orders, eq(orders.ordermain_id, returnRequests.ordermain_id))
    .innerJoin(members, eq(members.member_id, returnRequests.member_id))
    .where(and(...where))
    .orderBy(desc(returnRequests.return_id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    returns: page.map(rowOf),
    next_before: rows.length > query.limit ? (page.at(-1)?.return_id ?? null) : null,
  };
}

async function requireReturn(db: Database, returnId: number) {
  const [row] = await db
    .select({
      ...ROW,
      reply: returnRequests.reply,
      ordermain_status: orders.ordermain_status,
      ordermain_total: orders.ordermain_total,
      recipient_name: orders.recipient_name,
      shipped_at: orders.shipped_at,
      paid_at: orders.paid_at,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.ordermain_id, returnRequests.ordermain_id))
    .innerJoin(members, eq(members.member_id, returnRequests.member_id))
    .where(eq(returnRequests.return_id, returnId));
  if (!row) throw staffErrors.notFound(staffMessages.returnNotFound);
  return row;
}

/** Whether the order of a request can be refunded by the machine's `refund` (money was taken). */
export function returnRefundable(order: { ordermain_status: number; paid_at: Date | null }): boolean {
  return order.paid_at !== null && nextOrderStatus(order.ordermain_status, 'refund') !== null;
}

export async function staffReturnDetail(db: Database, returnId: number) {
  const row = await requireReturn(db, returnId);
  const { reply, ordermain_status, ordermain_total, recipient_name, shipped_at, paid_at, ...base } = row;
  return {
    ...rowOf(base),
    reply,
    order: {
      ordermain_status,
      status_name: orderStatusName(ordermain_status) ?? '',
      ordermain_total,
      recipient_name,
      shipped_at: shipped_at?.toISOString() ?? null,
    },
    can_refund: row.state !== 'declined' && returnRefundable({ ordermain_status, paid_at }),
  };
}

const PHOTO_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** The request's n-th photo from the private uploads (DATA_DIR/uploads/returns or the bucket). */
export async function returnPhoto(db: Database, returnId: number, index: number) {
  const [row] = await db
    .select({ photos: returnRequests.photos })
    .from(returnRequests)
    .where(eq(returnRequests.return_id, returnId));
  if (!row) throw staffErrors.notFound(staffMessages.returnNotFound);
  const key = row.photos[index];
  const type = key ? PHOTO_TYPES[key.split('.').at(-1) ?? ''] : undefined;
  const bytes = key && type ? await objectStorage().get(key) : null;
  if (!bytes || !type) throw staffErrors.notFound(staffMessages.returnPhotoNotFound);
  return { bytes, type };
}
