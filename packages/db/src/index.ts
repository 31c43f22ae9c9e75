export * from './database.ts';
export { escapeLike } from './like.ts';
export { preparedPer } from './prepared-statements.ts';
export { sanitizePlainText, sanitizeRichText } from './rich-text.ts';
export * as schema from './schema/index.ts';
