export * from './questions.ts';
export * from './routine.ts';
