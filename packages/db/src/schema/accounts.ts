import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Bearer sessions: only a hash of the token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    session_id: serial('session_id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    member_id: integer('member_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** A readable device (browser and system from the User-Agent at sign-in, e.g. Chrome · Windows); '' unknown. */
    device_name: text('device_name').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.token_hash),
    index('sessions_member_idx').on(t.member_id),
  ],
);

/**
 * Shop members (member-area-and-tools.md §3). member_account is the e-mail, stored lower-case;
 * member_lineid / member_fbid / member_googleid mirror member_identities for the member center.
 */
export const members = pgTable(
  'members',
  {
    member_id: serial('member_id').primaryKey(),
    member_account: text('member_account'),
    member_mobile: text('member_mobile').notNull(),
    member_name: text('member_name').notNull().default(''),
    member_birthday: date('member_birthday', { mode: 'string' }),
    /** argon2id PHC string; null for a member who never set a password. */
    password_hash: text('password_hash'),
    member_nowtier2025: integer('member_nowtier2025').notNull().default(99),
    buytotal2025: integer('buytotal2025').notNull().default(0),
    /**
     * First day (Asia/Taipei) of the running tier term; null: the day the member joined. Terms last a
     * year; the tier job moves this on upgrade, early renewal and term end (docs/decisions/026-member-orders-purchase-history-favourites-and-the-tier.md).
     */
    tier_term_start: date('tier_term_start', { mode: 'string' }),
    member_lineid: text('member_lineid'),
    member_fbid: text('member_fbid'),
    member_googleid: text('member_googleid'),
    line_binding_source: text('line_binding_source'),
    line_picture_url: text('line_picture_url'),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    password_changed_at: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_account_unique').on(t.member_account),
    uniqueIndex('members_mobile_unique').on(t.member_mobile),
    uniqueIndex('members_lineid_unique').on(t.member_lineid),
    uniqueIndex('members_fbid_unique').on(t.member_fbid),
    uniqueIndex('members_googleid_unique').on(t.member_googleid),
    check('members_tier_check', sql`${t.member_nowtier2025} in (0, 1, 2, 3, 99)`),
    check('members_buytotal_check', sql`${t.buytotal2025} >= 0`),
  ],
);

/** A social identity belongs to one member, keyed by (provider, subject) — never by e-mail. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    identity_id: serial('identity_id').primaryKey(),
    provider: text('provider', { enum: ['line', 'facebook', 'google'] }).notNull(),
    subject: text('subject').notNull(),
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    email: text('email'),
    display_name: text('display_name'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('member_identities_provider_subject_unique').on(t.provider, t.subject),
    uniqueIndex('member_identities_member_provider_unique').on(t.member_id, t.provider),
  ],
);

/** Extra roles of a member (staff, tester …) beside those its tier gives. */
export const memberRoles = pgTable(
  'member_roles',
  {
    member_id: integer('member_id')
      .notNull()
      .references(() => members.member_id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.member_id, t.role] })],
);

/** One-time codes: only a hash is kept; a code serves one purpose for one number, once. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    otp_id: serial('otp_id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    code_hash: text('code_hash').notNull(),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('otp_codes_mobile_purpose_idx').on(t.mobile, t.purpose, t.created_at)],
);

/** Every text message the shop sent or tried to send; the default provider only writes here. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    sms_id: serial('sms_id').primaryKey(),
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] }).notNull(),
    provider_message_id: text('provider_message_id'),
    error: text('error'),
    created_at: createdAt(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.created_at)],
);

/** Fixed-window counters for throttled actions (login failures, code requests, lookups), shared by every process. */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** A started LINE authorization: the state (hashed), nonce and PKCE verifier it must come back with. */
export const oauthStates = pgTable('oauth_states', {
  state_hash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  purpose: text('purpose', { enum: ['login', 'bind'] }).notNull(),
  nonce: text('nonce').notNull(),
  code_verifier: text('code_verifier').notNull(),
  redirect_uri: text('redirect_uri').notNull(),
  created_at: createdAt(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
});

/**
 * A verified social identity waiting for a next step: registration (no member has it yet) or
 * the second step of LINE binding (mobile + code). The browser holds the ticket; only its hash is stored.
 */
export const socialTickets = pgTable('social_tickets', {
  ticket_hash: text('ticket_hash').primaryKey(),
  kind: text('kind', { enum: ['registration', 'line-binding'] }).notNull(),
  provider: text('provider', { enum: ['line', 'facebook', 'google'] }).notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  display_name: text('display_name'),
  picture_url: text('picture_url'),
  binding_source: text('binding_source'),
  created_at: createdAt(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
});
