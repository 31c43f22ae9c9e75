export * from './database.ts';
export * as schema from './schema/index.ts';
