// The local LINE Pay fake as a process, for the browser suite (e2e/playwright.config.ts starts it with
// tsx): LINE_PAY_FAKE_PORT, LINE_PAY_CHANNEL_ID and LINE_PAY_CHANNEL_SECRET must match the shop's.
import { startLinePayFake } from './linepay-fake.ts';

const port = Number(process.env.LINE_PAY_FAKE_PORT);
const channelId = process.env.LINE_PAY_CHANNEL_ID;
const channelSecret = process.env.LINE_PAY_CHANNEL_SECRET;
if (!port || !channelId || !channelSecret)
  throw new Error('LINE_PAY_FAKE_PORT, LINE_PAY_CHANNEL_ID and LINE_PAY_CHANNEL_SECRET are required');
const fake = await startLinePayFake({ channelId, channelSecret, port });
fake.app.log.info(`LINE Pay fake on ${fake.url}`);
