import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a server restarting', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a dropped socket', new Error('Connection terminated unexpectedly')],
    ['a full pool past its wait', new Error('timeout exceeded when trying to connect')],
    [
      'a lent connection already lost',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['the same wrapped by drizzle', new DrizzleQueryError('select 1', [], withCode('gone', '57P01'))],
    ['a flow whose undo failed too', new AggregateError([new Error('Connection terminated unexpectedly')])],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new DrizzleQueryError('insert', [], withCode('duplicate key', '23505'))],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    [
      'a payment provider that refused the connection',
      new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED 10.0.0.9:443', 'ECONNREFUSED') }),
    ],
    ['a plain error', new Error('out of stock')],
    ['not an error', 'Connection terminated unexpectedly'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
