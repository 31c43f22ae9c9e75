export * from './common-passwords.ts';
export * from './rules.ts';
