// CI's two-process smoke test (issue 28, "Several processes, several machines"; README "Running on
// several machines"): two shop processes of the build (`npm run build`) on one PostgreSQL database, one
// Redis and one S3 bucket (s3rver behind a signature check, apps/api/test/s3-fake-server.ts), behind a
// round-robin proxy (./proxy.ts), and a shopper going through the proxy:
//   1. a one-time code sent through one process is accepted by the other (shared OTP_SECRET);
//   2. a comment photo uploaded through one process is served by the other, byte for byte;
//   3. an order placed through the proxy is in the member's order list on both processes;
//   4. an unpaid order past its deadline is expired by the background job exactly once although both
//      processes offer it every second: the status is 逾期未付款, the stock comes back once, and the job
//      queue (pgboss.job) shows the runs, never two at once.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
//   npx tsx apps/server/smoke/two-processes.ts
// DATABASE_URL names a server and a database to connect to first; the test makes its own database there
// and drops it at the end. Exits 0 when every check passed; prints the first failure and exits 1 otherwise.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { type Started, startShop } from '../../../bench/processes.ts';
import { type S3FakeServer, startS3Fake } from '../../api/test/s3-fake-server.ts';
import { type RoundRobinProxy, startProxy, UPSTREAM_HEADER } from './proxy.ts';

const API = '/front-stage/v1';
/** The tier-0 demo member (packages/db/seed/accounts.ts), who bought the product below. */
const MEMBER = { account: '0912000000', password: 'Demo-Shop-2026' };
const BOUGHT_SELL_PAGE = 'c-plus/vitamin-c-serum-15';
/** ORDER_STATUS.expired of packages/core/src/checkout/order-status.ts. */
const EXPIRED_STATUS = 7;
const EXPIRY_WAIT_MS = 20_000;

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The two processes listen on SMOKE_PORT and the next port; without it, on two free ports. */
const chosenPort = process.env.SMOKE_PORT ? Number(process.env.SMOKE_PORT) : null;

/** A port nothing listens on now: the shop's health check must reach our process, not another one. */
async function freePort(wanted: number | null): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', () => reject(new Error(`port ${wanted} is in use: choose another SMOKE_PORT`)));
    server.listen(wanted ?? 0, '0.0.0.0', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
const database = `shop_smoke_${Date.now()}_${process.pid}`;
const databaseUrl = withDatabase(serverUrl, database);

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** One SQL statement through psql; answers the unaligned rows. */
function sql(url: string, statement: string): string {
  const result = spawnSync('psql', [url, '-qAtX', '-v', 'ON_ERROR_STOP=1', '-c', statement], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql failed: ${statement}\n${result.stderr}`);
  return result.stdout.trim();
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`smoke check failed: ${message}`);
}

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const step = (text: string) => console.log(`[smoke ${seconds()}] ${text}`);

async function json<T>(answer: Response, expected: number, what: string): Promise<T> {
  const text = await answer.text();
  check(
    answer.status === expected,
    `${what}: HTTP ${answer.status} (expected ${expected}) ${text.slice(0, 300)}`,
  );
  return JSON.parse(text) as T;
}

async function login(base: string): Promise<string> {
  const answer = await fetch(`${base}${API}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  return (await json<{ token: string }>(answer, 200, 'login')).token;
}

async function placeOrder(base: string, token: string, productId: number) {
  const answer = await fetch(`${base}${API}/create-order`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      carts: { cart: [{ productId, quantity: 1 }] },
      ship_method: 'seven',
      recipient: { name: '林小安', mobile: '0912000000', email: 'smoke@example.com', store_id: '201001' },
      invoice: { invoice_type: 'donate', donate_code: '25885' },
      pay_method: 'sandbox',
    }),
  });
  return json<{ ordermain_id: number; ordermain_sn: string }>(answer, 200, 'create-order');
}

async function main() {
  const stops: (() => Promise<void> | void)[] = [];
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'shop-smoke-')));
  stops.push(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });
  sql(serverUrl, `CREATE DATABASE ${database}`);
  stops.push(() => void sql(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  try {
    const s3: S3FakeServer = await startS3Fake();
    stops.push(() => s3.close());
    const shared = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      OTP_SECRET: randomBytes(32).toString('hex'),
      STORAGE: 's3',
      S3_ENDPOINT: s3.config.endpoint,
      S3_BUCKET: s3.config.bucket,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      S3_PATH_STYLE: 'true',
      TRUST_PROXY: '127.0.0.1',
      PAYMENT_SANDBOX: 'true',
      SMS_OUTBOX_READABLE: 'true',
      ORDER_EXPIRY_INTERVAL_SECONDS: '1',
      LOG_LEVEL: 'warn',
    };
    // The first process migrates and seeds; the second starts on the migrated database (README step 5).
    const shops: Started[] = [];
    for (const [index, dataDir] of dataDirs.entries()) {
      const port = await freePort(chosenPort === null ? null : chosenPort + index);
      const shop = await startShop(port, { ...shared, DATA_DIR: dataDir }, null, []);
      stops.push(shop.stop);
      shops.push(shop);
      step(`shop process ${index + 1} answers at ${shop.url}`);
    }
    const [one, other] = shops as [Started, Started];
    const proxy: RoundRobinProxy = await startProxy([one.url, other.url]);
    stops.push(() => proxy.close());
    const base = proxy.url;

    // Pages through the proxy, both processes answering.
    const upstreams = new Set<string | null>();
    for (let i = 0; i < 2; i++) {
      const home = await fetch(`${base}/`);
      check(home.status === 200, `home page: HTTP ${home.status}`);
      check((await home.text()).includes('<html'), 'home page: no HTML');
      upstreams.add(home.headers.get(UPSTREAM_HEADER));
    }
    check(upstreams.size === 2, `both processes answered the home page (${[...upstreams]})`);
    step('the home page answers 200 from both processes');

    // 1. A code sent by one process, used on the other.
    const mobile = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await json(
      await fetch(`${one.url}${API}/send-otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile, purpose: 'register' }),
      }),
      200,
      'send-otp',
    );
    const { code } = await json<{ code: string | null }>(
      await fetch(`${other.url}${API}/dev/sms-outbox/latest?mobile=${mobile}`),
      200,
      'sms outbox',
    );
    check(code !== null && /^\d{6}$/.test(code), `a six-digit code in the outbox, got ${code}`);
    await json(
      await fetch(`${other.url}${API}/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          mobile,
          otp: code,
          email: `smoke-${mobile}@example.com`,
          password: 'Smoke-Test-2026',
          name: '煙霧測試',
          birthday: '1991-04-01',
          agree_terms: true,
        }),
      }),
      200,
      'register with the code sent by the other process',
    );
    step('a code sent by process 1 registered a member on process 2');

    // 2. A comment photo stored through one process, served by the other.
    const token = await login(base);
    const sellId = Number(sql(databaseUrl, `SELECT sell_id FROM sells WHERE href = '${BOUGHT_SELL_PAGE}'`));
    check(sellId > 0, `the sell page ${BOUGHT_SELL_PAGE} exists`);
    const photo = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c8a27a' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('stars', '5');
    form.append('content', '兩個程序都看得到這張照片');
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const stored = await fetch(`${one.url}${API}/get-sell-pages/${sellId}/store-comment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const { comment } = await json<{ comment: { comment_images: string[] } }>(stored, 201, 'store-comment');
    const name = comment.comment_images[0];
    check(name !== undefined && /^[0-9a-f-]{36}\.webp$/.test(name), `a stored image name, got ${name}`);
    const served = await fetch(`${other.url}/upload/${name}`);
    check(served.status === 200, `the photo from process 2: HTTP ${served.status}`);
    check(
      served.headers.get('content-type') === 'image/webp',
      `image/webp, got ${served.headers.get('content-type')}`,
    );
    const bytes = Buffer.from(await served.arrayBuffer());
    check((await sharp(bytes).metadata()).format === 'webp', 'process 2 served a WebP image');
    const viaProxy = await Promise.all([fetch(`${base}/upload/${name}`), fetch(`${base}/upload/${name}`)]);
    for (const answer of viaProxy) {
      check(answer.status === 200, `the photo through the proxy: HTTP ${answer.status}`);
      check(Buffer.from(await answer.arrayBuffer()).equals(bytes), 'both processes serve the same bytes');
    }
    check(s3.refused.length === 0, `the bucket refused nothing (${s3.refused})`);
    step(`a photo stored through process 1 is served by process 2 (${name})`);

    // 3. An order placed through the proxy is seen by both processes.
    const productId = Number(
      sql(
        databaseUrl,
        `SELECT p.p_id FROM products p JOIN sells s ON s.p_id = p.p_id WHERE s.href = '${BOUGHT_SELL_PAGE}'`,
      ),
    );
    check(productId > 0, 'the product of the sell page');
    const order = await placeOrder(base, token, productId);
    check(/^\S+$/.test(order.ordermain_sn), `an order number, got ${order.ordermain_sn}`);
    for (const shop of shops) {
      const list = await fetch(`${shop.url}${API}/get-orders`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const text = await list.text();
      check(list.status === 200, `order list on ${shop.url}: HTTP ${list.status}`);
      check(text.includes(order.ordermain_sn), `order ${order.ordermain_sn} in the list on ${shop.url}`);
    }
    step(`order ${order.ordermain_sn} placed through the proxy, listed by both processes`);

    // 4. The expiry job, run every second by both processes, expires a due order once.
    const stockOf = () => Number(sql(databaseUrl, `SELECT stock FROM products WHERE p_id = ${productId}`));
    const before = stockOf();
    const unpaid = await placeOrder(base, token, productId);
    const held = stockOf();
    check(held === before - 1, `the order holds one unit (stock ${before} → ${held})`);
    sql(
      databaseUrl,
      `UPDATE orders SET expires_at = now() - interval '1 minute' WHERE ordermain_id = ${unpaid.ordermain_id}`,
    );
    const deadline = Date.now() + EXPIRY_WAIT_MS;
    let status = -1;
    while (Date.now() < deadline) {
      status = Number(
        sql(databaseUrl, `SELECT ordermain_status FROM orders WHERE ordermain_id = ${unpaid.ordermain_id}`),
      );
      if (status === EXPIRED_STATUS) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    check(status === EXPIRED_STATUS, `order ${unpaid.ordermain_sn} expired (status ${status})`);
    // Both processes keep running the job: give each a few more runs, then count what came back.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const after = stockOf();
    check(after === before, `the stock came back once: ${before} → ${held} → ${after}`);
    // The job queue (pg-boss, decision 118) ran it: ticks completed, never two running at once.
    const ticks = sql(
      databaseUrl,
      "SELECT count(*) FILTER (WHERE state = 'completed') || ' ' || count(*) FILTER (WHERE state = 'active') FROM pgboss.job WHERE name = 'order-expiry'",
    );
    const [completedTicks = 0, activeTicks = 0] = ticks.split(' ').map(Number);
    check(
      completedTicks >= 1 && activeTicks <= 1,
      `order-expiry jobs: ${completedTicks} completed, ${activeTicks} active`,
    );
    step(
      `order ${unpaid.ordermain_sn} expired once by the job of two processes (stock ${before} → ${held} → ${after})`,
    );

    check(
      proxy.counts.every((count) => count > 0),
      `both processes served through the proxy (${proxy.counts})`,
    );
    console.log(
      `[smoke ${seconds()}] passed; requests through the proxy per process: ${proxy.counts.join(', ')}`,
    );
  } finally {
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        console.error('smoke clean-up:', error);
      }
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
