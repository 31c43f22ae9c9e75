import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, eq, ne } from 'drizzle-orm';

const { members, memberIdentities, memberRoles } = schema;

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type MemberChanges = Partial<
  Pick<
    NewMember,
    | 'member_name'
    | 'member_birthday'
    | 'member_account'
    | 'member_mobile'
    | 'password_hash'
    | 'password_changed_at'
    | 'member_lineid'
    | 'member_fbid'
    | 'member_googleid'
    | 'line_binding_source'
    | 'line_picture_url'
  >
>;
export type SocialProviderName = (typeof memberIdentities.$inferSelect)['provider'];

/** The members column mirroring each provider's identity (member-area-and-tools.md §2.2 binding rows). */
export const PROVIDER_COLUMN = {
  line: 'member_lineid',
  facebook: 'member_fbid',
  google: 'member_googleid',
} as const satisfies Record<SocialProviderName, keyof MemberRow>;

export async function selectMemberById(db: Database, memberId: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.member_id, memberId));
  return row ?? null;
}

export async function selectMemberByMobile(db: Database, mobile: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.member_mobile, mobile));
  return row ?? null;
}

export async function selectMemberByEmail(db: Database, email: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.member_account, email));
  return row ?? null;
}

export async function isMobileTaken(db: Database, mobile: string, exceptMemberId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: members.member_id })
    .from(members)
    .where(
      and(
        eq(members.member_mobile, mobile),
        exceptMemberId ? ne(members.member_id, exceptMemberId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function isEmailTaken(db: Database, email: string, exceptMemberId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: members.member_id })
    .from(members)
    .where(
      and(
        eq(members.member_account, email),
        exceptMemberId ? ne(members.member_id, exceptMemberId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertMember(db: Database, member: NewMember): Promise<MemberRow> {
  const [row] = await db.insert(members).values(member).returning();
  return row!;
}

export async function updateMember(
  db: Database,
  memberId: number,
  changes: MemberChanges,
  now: Date,
): Promise<MemberRow | null> {
  const [row] = await db
    .update(members)
    .set({ ...changes, updated_at: now })
    .where(eq(members.member_id, memberId))
    .returning();
  return row ?? null;
}

export async function selectIdentity(db: Database, provider: SocialProviderName, subject: string) {
  const [row] = await db
    .select()
    .from(memberIdentities)
    .where(and(eq(memberIdentities.provider, provider), eq(memberIdentities.subject, subject)));
  return row ?? null;
}

export interface NewIdentity {
  provider: SocialProviderName;
  subject: string;
  member_id: number;
  email: string | null;
  display_name: string | null;
}

/** Links an identity to a member and mirrors it into the member's binding column, in the caller's transaction. */
export async function insertIdentity(db: Database, identity: NewIdentity, now: Date): Promise<void> {
  await db.insert(memberIdentities).values({ ...identity, created_at: now });
  await db
    .update(members)
    .set({ [PROVIDER_COLUMN[identity.provider]]: identity.subject, updated_at: now })
    .where(eq(members.member_id, identity.member_id));
}

export async function selectGrantedRoles(db: Database, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ role: memberRoles.role })
    .from(memberRoles)
    .where(eq(memberRoles.member_id, memberId))
    .orderBy(memberRoles.role);
  return rows.map((row) => row.role);
}

/** Runs work in one transaction (PGlite and PostgreSQL alike). */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as Database));
}
