import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';
import { products, sells } from './catalogue.ts';

const memberRef = () => integer('member_id').references(() => members.member_id, { onDelete: 'cascade' });

/**
 * Products a member has bought. Until orders exist this is seeded for the demo members; the orders
 * work writes a row per product of a paid order. Only buyers may comment (store-comment).
 */
export const memberPurchases = pgTable(
  'member_purchases',
  {
    purchase_id: serial('purchase_id').primaryKey(),
    member_id: memberRef().notNull(),
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
    ordermain_sn: text('ordermain_sn').notNull().default(''),
    purchased_at: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_purchases_member_product_idx').on(t.member_id, t.p_id)],
);

/** Product comments: one per member and sell page; hidden ones (comment_allowed 0) are never shown. */
export const productComments = pgTable(
  'product_comments',
  {
    comment_id: serial('comment_id').primaryKey(),
    sell_id: integer('sell_id')
      .notNull()
      .references(() => sells.sell_id),
    member_id: integer('member_id').references(() => members.member_id, { onDelete: 'set null' }),
    /** Display name as shown (masked for members, e.g. 王＊明). */
    comment_name: text('comment_name').notNull(),
    comment_stars: integer('comment_stars').notNull(),
    /** Plain text (tags stripped on write). */
    comment_content: text('comment_content').notNull(),
    comment_images: text('comment_images').array().notNull().default([]),
    comment_allowed: integer('comment_allowed').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_comments_sell_idx').on(t.sell_id, t.created_at),
    uniqueIndex('product_comments_member_sell_unique').on(t.sell_id, t.member_id),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    member_id: memberRef().notNull(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.p_id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.member_id, t.product_id] })],
);

/** Restock notices (貨到通知): one per member and product until it is sent. */
export const restockNotices = pgTable(
  'restock_notices',
  {
    notice_id: serial('notice_id').primaryKey(),
    member_id: memberRef().notNull(),
    p_id: integer('p_id')
      .notNull()
      .references(() => products.p_id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notified_at: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('restock_notices_member_product_unique').on(t.member_id, t.p_id)],
);

/** Messages sent through the contact form (/contact-us). */
export const contactMessages = pgTable('contact_messages', {
  contact_id: serial('contact_id').primaryKey(),
  member_id: integer('member_id').references(() => members.member_id, { onDelete: 'set null' }),
  contact_name: text('contact_name').notNull(),
  contact_email: text('contact_email').notNull(),
  contact_phone: text('contact_phone').notNull().default(''),
  contact_type: text('contact_type').notNull(),
  ordermain_sn: text('ordermain_sn').notNull().default(''),
  contact_content: text('contact_content').notNull(),
  ip: text('ip').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Files attached to a contact message, stored under DATA_DIR/uploads/contact/{stored_name}. */
export const contactFiles = pgTable(
  'contact_files',
  {
    file_id: serial('file_id').primaryKey(),
    contact_id: integer('contact_id')
      .notNull()
      .references(() => contactMessages.contact_id),
    original_name: text('original_name').notNull(),
    stored_name: text('stored_name').notNull(),
    mime_type: text('mime_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
  },
  (t) => [index('contact_files_contact_idx').on(t.contact_id)],
);

/** E-mail to send: the default transport keeps them here (and logs them); SMTP sends and marks them. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    mail_id: serial('mail_id').primaryKey(),
    mail_to: text('mail_to').notNull(),
    mail_subject: text('mail_subject').notNull(),
    mail_text: text('mail_text').notNull(),
    /** Files to attach: paths under DATA_DIR and the names to show. */
    attachments: jsonb('attachments').$type<{ path: string; filename: string }[]>().notNull().default([]),
    mail_status: text('mail_status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.mail_status)],
);
