import type { Database } from '@shop/db';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  db: Database;
}

/**
 * Makes the database reachable as app.db. The host process opens, migrates and closes it; the API only
 * borrows it. A host that already decorates `db` must hold the same database there.
 */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, opts) => {
    if (app.hasDecorator('db')) {
      if (app.db !== opts.db) throw new Error('app.db is already decorated with another database');
      return;
    }
    app.decorate('db', opts.db);
  },
  { name: 'shop-db', fastify: '5.x' },
);
