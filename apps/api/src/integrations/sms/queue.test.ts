import { schema } from '@shop/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-app.ts';
import { jobsOf, type Logged, recordingLog, until } from '../../../test/job-support.ts';
import {
  MITAKE_PASSWORD,
  MITAKE_USERNAME,
  type MitakeGatewayFake,
  startMitakeGatewayFake,
} from '../../../test/mitake-gateway-fake.ts';
import { JobQueue } from '../../jobs/queue.ts';
import { createMitakeSender } from './mitake-sender.ts';
import { createOutboxSender } from './outbox-sender.ts';
import { queueSms, SMS_QUEUE, SMS_RETRY_LIMIT, smsDeliveryJob, smsSealKey } from './queue.ts';

// SMS on the job queue (decision 130): on PGlite, or on PostgreSQL with DATABASE_URL.

const KEY = smsSealKey('test-otp-secret');
const CODE_TEXT = '【米瑞法肌研所】您的驗證碼為 482913，5 分鐘內有效，請勿提供給他人。';

describe('SMS through the job queue', () => {
  let database: TestDatabase;
  let gateway: MitakeGatewayFake;
  let queue: JobQueue | null = null;
  let clock = new Date('2026-12-02T10:00:00Z');
  const logged: Logged[] = [];

  const rowOf = async (smsId: number) =>
    (await database.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.sms_id, smsId)))[0];
  const mitake = () =>
    createMitakeSender({ apiUrl: gateway.url, username: MITAKE_USERNAME, password: MITAKE_PASSWORD });
  /** A login code's text to a Mitake number, queued on its own; its code expires at 10:05. */
  const queueCode = (mobile: string) =>
    queueSms(
      database.db,
      mitake(),
      { mobile, body: CODE_TEXT, purpose: 'login' },
      { key: KEY, sendBefore: new Date('2026-12-02T10:05:00Z') },
    );
  /** The shop's worker of the SMS queue, with a 1 s first retry instead of 5 s. */
  const startWorker = async () => {
    queue = new JobQueue(database.db, { log: recordingLog(logged), pollingIntervalSeconds: 0.5 });
    const handler = smsDeliveryJob(database.db, mitake(), KEY, recordingLog(logged), () => clock);
    queue.handle({ ...handler, retryDelaySeconds: 1 });
    await queue.start();
  };

  beforeAll(async () => {
    database = await openTestDatabase('migrated');
    gateway = await startMitakeGatewayFake();
    // The queue exists once a worker has started on the database; none runs until a test starts one.
    await startWorker();
    await queue!.stop();
    queue = null;
  });
  beforeEach(() => {
    gateway.reset();
    logged.length = 0;
    clock = new Date('2026-12-02T10:00:00Z');
  });
  afterAll(async () => {
    await queue?.stop();
    await gateway?.close();
    await database?.close();
  });

  it("the outbox row and its job are written with the caller's transaction: there after commit, gone after rollback", async () => {
    const { db } = database;
    const message = { mobile: '0912345601', body: CODE_TEXT, purpose: 'login' };
    await expect(
      db.transaction(async (tx) => {
        await queueSms(tx, mitake(), message, { key: KEY });
        throw new Error('the code was not stored');
      }),
    ).rejects.toThrow('the code was not stored');
    expect(await db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.mobile, '0912345601'))).toEqual(
      [],
    );
    expect(await jobsOf(db, SMS_QUEUE)).toEqual([]);

    const smsId = await db.transaction((tx) => queueSms(tx, mitake(), message, { key: KEY }));
    // A real gateway's row keeps the text masked; the job holds it sealed, never the code in clear.
    expect(await rowOf(smsId)).toMatchObject({
      mobile: '0912345601',
      provider: 'mitake',
      status: 'queued',
      body: '【米瑞法肌研所】您的驗證碼為 ******，5 分鐘內有效，請勿提供給他人。',
    });
    const [job] = await jobsOf(db, SMS_QUEUE);
    expect(job).toMatchObject({ state: 'created', retry_count: 0, data: { smsId } });
    expect(JSON.stringify(job!.data)).not.toContain('482913');

    // The local stand-in's row is the message itself, in clear (a developer reads the code there).
    const localId = await queueSms(db, createOutboxSender(recordingLog(logged)), {
      ...message,
      mobile: '0912345602',
    });
    expect(await rowOf(localId)).toMatchObject({ provider: 'outbox', status: 'queued', body: CODE_TEXT });
    await database.db.execute(sql`delete from pgboss.job where name = ${SMS_QUEUE}`);
  });

  it('a gateway failure is written on the row and retried: the same client id, then sent', async () => {
    const smsId = await queueCode('0912345603');
    gateway.answerNext({ status: 503, text: 'busy' });
    await startWorker();
    await until(async () => (await rowOf(smsId))?.status === 'sent', 20_000);

    expect(gateway.received).toHaveLength(2);
    const [first, second] = gateway.received.map((request) => request.fields);
    expect(first!.clientid).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatchObject({ dstaddr: '0912345603', smbody: CODE_TEXT, clientid: first!.clientid });
    expect(await rowOf(smsId)).toMatchObject({
      status: 'sent',
      provider_message_id: '1010079522',
      error: null,
    });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'job failed, retried later' }),
    );
    await until(async () => (await jobsOf(database.db, SMS_QUEUE))[0]?.state === 'completed');
    expect((await jobsOf(database.db, SMS_QUEUE))[0]).toMatchObject({ state: 'completed', retry_count: 1 });
    await queue!.stop();
    queue = null;
    await database.db.execute(sql`delete from pgboss.job where name = ${SMS_QUEUE}`);
  });

  it('a code that expired before the gateway took it is not sent: its row failed', async () => {
    const smsId = await queueCode('0912345604');
    clock = new Date('2026-12-02T10:05:00Z');
    await startWorker();
    await until(async () => (await rowOf(smsId))?.status === 'failed');
    expect(await rowOf(smsId)).toMatchObject({ error: 'the code expired before it could be sent' });
    expect(gateway.received).toEqual([]);
    await queue!.stop();
    queue = null;
  });

  it('the shop retries a failed text 6 times from 5 s, doubling: about 5 minutes, a code’s lifetime', () => {
    expect(smsDeliveryJob(database.db, mitake(), KEY, recordingLog([]))).toMatchObject({
      queue: SMS_QUEUE,
      retryLimit: SMS_RETRY_LIMIT,
      retryDelaySeconds: 5,
    });
    expect(SMS_RETRY_LIMIT).toBe(6);
  });
});
