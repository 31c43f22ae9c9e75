export * from './gift-zone.ts';
