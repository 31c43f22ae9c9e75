import { hash } from '@node-rs/argon2';
import type { Database } from '../src/database.ts';
import { memberIdentities, members, messages } from '../src/schema/index.ts';

/** The password of every demo member (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo-Shop-2026';

/** The same argon2id numbers as the API (apps/api/src/modules/accounts/passwords.ts); a test keeps them equal. */
export const DEMO_PASSWORD_HASH_OPTIONS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

export interface DemoMember {
  tier: 0 | 1 | 2 | 3 | 99;
  mobile: string;
  email: string;
  name: string;
  birthday: string;
  buytotal2025: number;
  lineId?: string;
  facebookId?: string;
}

/** One member per tier; mobiles 0912000000 … 0912000004. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    tier: 0,
    mobile: '0912000000',
    email: 'tier0@demo.example.com',
    name: '林小安',
    birthday: '1995-03-14',
    buytotal2025: 1200,
  },
  {
    tier: 1,
    mobile: '0912000001',
    email: 'tier1@demo.example.com',
    name: '陳美玲',
    birthday: '1990-07-22',
    buytotal2025: 6800,
  },
  {
    tier: 2,
    mobile: '0912000002',
    email: 'tier2@demo.example.com',
    name: '王雅婷',
    birthday: '1988-11-05',
    buytotal2025: 18_500,
    facebookId: '10000000000002',
  },
  {
    tier: 3,
    mobile: '0912000003',
    email: 'tier3@demo.example.com',
    name: '張怡君',
    birthday: '1982-01-30',
    buytotal2025: 36_000,
    lineId: 'U00000000000000000000000000000003',
  },
  {
    tier: 99,
    mobile: '0912000004',
    email: 'new@demo.example.com',
    name: '黃欣妤',
    birthday: '2000-09-09',
    buytotal2025: 0,
  },
];

const DEMO_MESSAGES = [
  {
    subject: '歡迎加入會員',
    content: '感謝您加入米瑞法肌研所會員，首次購物即可享有新會員專屬禮遇，快到會員專區看看吧！',
    daysAgo: 30,
    read: true,
  },
  {
    subject: '您的會員禮已可領取',
    content: '本月會員禮已開放領取，請至會員禮領取專區挑選您喜愛的贈品，數量有限，送完為止。',
    daysAgo: 3,
    read: false,
  },
  {
    subject: '訂單已出貨通知',
    content: '您的訂單已交由物流配送，預計 1 至 2 個工作天內送達，可至訂單查詢追蹤配送進度。',
    daysAgo: 1,
    read: false,
  },
] as const;

const DAY_MS = 86_400_000;
const SEED_DAY = Date.parse('2025-10-01T10:00:00+08:00');

/** Demo members with a known password, their bindings and a few read and unread messages each. */
export async function seedDemoMembers(db: Database): Promise<void> {
  // One hash serves every demo member: they share the password, and seeding stays fast.
  const passwordHash = await hash(DEMO_PASSWORD, DEMO_PASSWORD_HASH_OPTIONS);
  const created = await db
    .insert(members)
    .values(
      DEMO_MEMBERS.map((m) => ({
        member_account: m.email,
        member_mobile: m.mobile,
        member_name: m.name,
        member_birthday: m.birthday,
        password_hash: passwordHash,
        member_nowtier2025: m.tier,
        buytotal2025: m.buytotal2025,
        member_lineid: m.lineId ?? null,
        member_fbid: m.facebookId ?? null,
        line_binding_source: m.lineId ? 'member-center' : null,
      })),
    )
    .returning({ member_id: members.member_id, mobile: members.member_mobile });
  const idOf = new Map(created.map((row) => [row.mobile, row.member_id]));

  const identities = DEMO_MEMBERS.flatMap((m) => [
    ...(m.lineId ? [{ provider: 'line' as const, subject: m.lineId, member_id: idOf.get(m.mobile)! }] : []),
    ...(m.facebookId
      ? [{ provider: 'facebook' as const, subject: m.facebookId, member_id: idOf.get(m.mobile)! }]
      : []),
  ]);
  if (identities.length > 0) await db.insert(memberIdentities).values(identities);

  await db.insert(messages).values(
    DEMO_MEMBERS.flatMap((m) =>
      DEMO_MESSAGES.map((message) => {
        const sent = new Date(SEED_DAY - message.daysAgo * DAY_MS);
        return {
          member_id: idOf.get(m.mobile)!,
          subject: message.subject,
          content: message.content,
          created_at: sent,
          read_at: message.read ? new Date(sent.getTime() + DAY_MS) : null,
        };
      }),
    ),
  );
}
