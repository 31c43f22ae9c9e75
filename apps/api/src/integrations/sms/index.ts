import type { FastifyBaseLogger } from 'fastify';
import {
  createMitakeSender,
  MITAKE_DEFAULT_URL,
  MITAKE_PROVIDER,
  type MitakeConfig,
} from './mitake-sender.ts';
import { createOutboxSender, OUTBOX_PROVIDER } from './outbox-sender.ts';
import type { SmsSender } from './sms-sender.ts';

export { MITAKE_PROVIDER, parseMitakeAnswer } from './mitake-sender.ts';
export { OUTBOX_PROVIDER } from './outbox-sender.ts';
export * from './queue.ts';
export * from './sms-sender.ts';

export type SmsConfig =
  | { provider: typeof OUTBOX_PROVIDER }
  | ({ provider: typeof MITAKE_PROVIDER } & MitakeConfig);

/** SMS settings from SMS_PROVIDER (outbox | mitake), SMS_API_URL, SMS_USERNAME and SMS_PASSWORD. */
export function readSmsConfig(env: NodeJS.ProcessEnv): SmsConfig {
  const provider = env.SMS_PROVIDER?.trim() || OUTBOX_PROVIDER;
  if (provider === OUTBOX_PROVIDER) return { provider };
  if (provider !== MITAKE_PROVIDER) {
    throw new Error(`SMS_PROVIDER must be ${OUTBOX_PROVIDER} or ${MITAKE_PROVIDER}, got "${provider}"`);
  }
  const username = env.SMS_USERNAME?.trim();
  const password = env.SMS_PASSWORD;
  if (!username || !password) throw new Error('SMS_PROVIDER=mitake needs SMS_USERNAME and SMS_PASSWORD');
  return { provider, apiUrl: env.SMS_API_URL?.trim() || MITAKE_DEFAULT_URL, username, password };
}

export function createSmsSender(config: SmsConfig, log: FastifyBaseLogger): SmsSender {
  return config.provider === MITAKE_PROVIDER ? createMitakeSender(config) : createOutboxSender(log);
}
