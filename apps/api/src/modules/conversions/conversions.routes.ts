// Registers the conversion job (no routes: purchases reach the platforms from the outbox, never from a
// shopper's request).
import { readSettings } from '@shop/contracts/settings';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  type ConversionSender,
  createConversionSenders,
  createReferralReporter,
  type ReferralOrderReporter,
  readConversionsConfig,
} from '../../integrations/conversions/index.ts';
import { DEFAULT_SHOP_PORT, readSiteOrigin } from '../../lib/site-origin.ts';
import { scheduleConversions } from './conversions.service.ts';

export const CONVERSION_INTERVAL_MS = 60_000;

export interface ConversionJobOptions {
  /** The platforms; default from the settings (GA4_*, META_*, LINE_* pairs). */
  senders?: readonly ConversionSender[];
  /** The shopping-referral program's reporter; default from the LINE_SHOPPING_* settings. */
  referral?: ReferralOrderReporter | null;
  siteOrigin?: string;
  /** How often the job runs (0: never); default CONVERSION_INTERVAL_SECONDS or 60 s. */
  intervalMs?: number;
  now?: () => Date;
}

const conversionJob: FastifyPluginAsync<ConversionJobOptions> = async (app, opts) => {
  const env = readSettings();
  const seconds = Number(env.CONVERSION_INTERVAL_SECONDS);
  const intervalMs =
    opts.intervalMs ?? (env.CONVERSION_INTERVAL_SECONDS?.trim() ? seconds * 1000 : CONVERSION_INTERVAL_MS);
  scheduleConversions(
    app,
    {
      db: app.db,
      senders: opts.senders ?? createConversionSenders(readConversionsConfig(env)),
      referral:
        opts.referral === undefined ? createReferralReporter(readConversionsConfig(env)) : opts.referral,
      siteOrigin: opts.siteOrigin ?? readSiteOrigin(env, env.PORT ?? DEFAULT_SHOP_PORT),
      log: app.log,
      now: opts.now ?? (() => new Date()),
    },
    intervalMs,
  );
};

export const conversionJobPlugin = fp(conversionJob, { name: 'conversion-job' });
