import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';
import { products } from './catalogue.ts';

/**
 * The server's copy of a shopper's main cart (storefront.md §7.5 temporary cart), one row per product.
 * owner_key is 'member:{member_id}' for a member and 'visit:{X-Visit-ID}' for a guest; binding after
 * login moves a guest's rows to the member (docs/decisions/017-temporary-cart-and-the-cart-summary-call.md).
 */
export const tempCartItems = pgTable(
  'temp_cart_items',
  {
    owner_key: text('owner_key').notNull(),
    member_id: integer('member_id').references(() => members.member_id, { onDelete: 'cascade' }),
    visit_id: text('visit_id'),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.p_id),
    quantity: integer('quantity').notNull(),
    /** The page the product was added from. */
    path: text('path').notNull().default(''),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.owner_key, t.product_id] }),
    index('temp_cart_items_member_idx').on(t.member_id),
    check('temp_cart_items_quantity_check', sql`${t.quantity} > 0`),
    check('temp_cart_items_owner_check', sql`(${t.member_id} is null) <> (${t.visit_id} is null)`),
  ],
);
