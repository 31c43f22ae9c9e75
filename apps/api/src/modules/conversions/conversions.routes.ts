// Registers the conversion job's worker (no routes: purchases reach the platforms from the outbox, never
// from a shopper's request; decision 132).
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
import { conversionJob as conversionJobHandler } from './conversions.service.ts';

export interface ConversionJobOptions {
  /** The platforms; default from the settings (GA4_*, META_*, LINE_* pairs). */
  senders?: readonly ConversionSender[];
  /** The shopping-referral program's reporter; default from the LINE_SHOPPING_* settings. */
  referral?: ReferralOrderReporter | null;
  siteOrigin?: string;
  /** false: this process does not work the conversion jobs (tests run them by hand). */
  worker?: boolean;
  now?: () => Date;
}

const conversionJob: FastifyPluginAsync<ConversionJobOptions> = async (app, opts) => {
  const env = readSettings();
  app.jobs.handle(
    conversionJobHandler(
      {
        db: app.db,
        senders: opts.senders ?? createConversionSenders(readConversionsConfig(env)),
        referral:
          opts.referral === undefined ? createReferralReporter(readConversionsConfig(env)) : opts.referral,
        siteOrigin: opts.siteOrigin ?? readSiteOrigin(env, env.PORT ?? DEFAULT_SHOP_PORT),
        log: app.log,
        now: opts.now ?? (() => new Date()),
      },
      { work: opts.worker !== false },
    ),
  );
};

export const conversionJobPlugin = fp(conversionJob, { name: 'conversion-job' });
