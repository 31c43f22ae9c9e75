import type { Database } from '@shop/db';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Catalogue and search reads: the read replica's selects when one is configured, else `db`. */
    catalogueDb: Database;
  }
}

export interface DbPluginOptions {
  db: Database;
  /** withCatalogueReplica of `db` (packages/db); `db` itself when absent. */
  catalogueDb?: Database;
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
    app.decorate('catalogueDb', opts.catalogueDb ?? opts.db);
  },
  { name: 'shop-db', fastify: '5.x' },
);
