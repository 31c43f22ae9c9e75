export * from './back-stage-calls.ts';
export * from './report-calls.ts';
export * from './staff.ts';
