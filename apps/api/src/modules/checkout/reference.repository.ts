import type { StorePickupMethod } from '@shop/core';
import { type Database, escapeLike, schema } from '@shop/db';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';

const { companyNames, donationOrganisations, orders, sevenElevenStores } = schema;
/** At most this many stores per search answer (the picker asks the shopper to narrow down). */
export const STORE_SEARCH_LIMIT = 50;

export async function listDonationOrganisations(db: Database) {
  return db
    .select({
      donate_code: donationOrganisations.donate_code,
      donate_name: donationOrganisations.donate_name,
    })
    .from(donationOrganisations)
    .orderBy(asc(donationOrganisations.sort), asc(donationOrganisations.donate_code));
}

export async function findCompanyName(db: Database, taxNumber: string) {
  const [row] = await db.select().from(companyNames).where(eq(companyNames.tax_number, taxNumber));
  return row ?? null;
}

function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

export async function searchStores(
  db: Database,
  query: { chain?: StorePickupMethod; city?: string; district?: string; keyword?: string },
) {
  const conditions: SQL[] = [eq(sevenElevenStores.chain, query.chain ?? 'seven')];
  if (query.city) conditions.push(eq(sevenElevenStores.city, query.city));
  if (query.district) conditions.push(eq(sevenElevenStores.district, query.district));
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    const keyword = or(
      ilike(sevenElevenStores.store_name, pattern),
      ilike(sevenElevenStores.address, pattern),
      eq(sevenElevenStores.store_id, query.keyword),
    );
    if (keyword) conditions.push(keyword);
  }
  return db
    .select()
    .from(sevenElevenStores)
    .where(and(...conditions))
    .orderBy(asc(sevenElevenStores.zipcode), asc(sevenElevenStores.store_id))
    .limit(STORE_SEARCH_LIMIT);
}

/** A store of one chain (store ids are unique within a chain only). */
export async function findStore(db: Database, chain: StorePickupMethod, storeId: string) {
  const [row] = await db
    .select()
    .from(sevenElevenStores)
    .where(and(eq(sevenElevenStores.chain, chain), eq(sevenElevenStores.store_id, storeId)));
  return row ?? null;
}

/** The member's own order (null for another member's or a missing one). */
export async function findMemberOrder(db: Database, memberId: number, orderId: number) {
  const [row] = await db
    .select({
      ordermain_id: orders.ordermain_id,
      ship_method: orders.ship_method,
      pickup_number: orders.pickup_number,
    })
    .from(orders)
    .where(and(eq(orders.ordermain_id, orderId), eq(orders.member_id, memberId)));
  return row ?? null;
}
