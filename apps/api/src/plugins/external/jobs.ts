import type { Database } from '@shop/db';
import fp from 'fastify-plugin';
import { mailDeliveryJob, readMailConfig } from '../../integrations/mail/index.ts';
import { type SmsSender, smsDeliveryJob } from '../../integrations/sms/index.ts';
import { JobQueue } from '../../jobs/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs on pg-boss (jobs/queue.ts): add with `every` or `handle` while registering. */
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  db: Database;
  /** How often an idle worker asks for work (at least 0.5 s); default JOB_POLLING_SECONDS. */
  pollingIntervalSeconds?: number;
  /** The worker of queued SMS (decision 130): the provider, the seal key, the clock of codes' expiry. */
  sms: { sender: SmsSender; key: Buffer; now?: () => Date };
}

/** The process's job queue as app.jobs: started once the app is ready (every job added), stopped on close. */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, opts) => {
    if (app.hasDecorator('jobs')) return;
    const jobs = new JobQueue(opts.db, {
      log: app.log,
      ...(opts.pollingIntervalSeconds ? { pollingIntervalSeconds: opts.pollingIntervalSeconds } : {}),
    });
    app.decorate('jobs', jobs);
    jobs.handle(mailDeliveryJob(opts.db, readMailConfig(), app.log));
    jobs.handle(smsDeliveryJob(opts.db, opts.sms.sender, opts.sms.key, app.log, opts.sms.now));
    // Waits for the first try only (5 s at most): the app is ready, and its probes answer, even while the
    // database is down; the queue keeps trying in the background.
    app.addHook('onReady', () => jobs.startInBackground());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'shop-jobs', fastify: '5.x' },
);
