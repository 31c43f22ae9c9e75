export * from './answer-cache.ts';
export * from './api-client.ts';
export * from './api-error.ts';
export * from './read-answer.ts';
