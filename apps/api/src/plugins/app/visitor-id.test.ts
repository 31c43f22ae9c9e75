import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readVisitId, VISIT_ID_MAX_LENGTH, visitorIdPlugin } from './visitor-id.ts';

describe('readVisitId', () => {
  it('keeps the ids the storefront makes', () => {
    expect(readVisitId('visitor_1700000000000_abc123xyz')).toBe('visitor_1700000000000_abc123xyz');
    expect(readVisitId('123456789.1700000000')).toBe('123456789.1700000000');
    expect(readVisitId(['first', 'second'])).toBe('first');
  });

  it('ignores missing, too long and garbled values', () => {
    expect(readVisitId(undefined)).toBeNull();
    expect(readVisitId('   ')).toBeNull();
    expect(readVisitId('v'.repeat(VISIT_ID_MAX_LENGTH + 1))).toBeNull();
    expect(readVisitId('has space')).toBeNull();
    expect(readVisitId('訪客')).toBeNull();
    expect(readVisitId('v'.repeat(VISIT_ID_MAX_LENGTH))).toHaveLength(VISIT_ID_MAX_LENGTH);
  });
});

describe('visitorIdPlugin', () => {
  it('decorates request.visitId and never fails the request', async () => {
    const app = Fastify();
    await app.register(visitorIdPlugin);
    app.get('/', async (request) => ({ visitId: request.visitId }));
    const ok = await app.inject({ url: '/', headers: { 'x-visit-id': 'visitor_1_abcdefghi' } });
    expect(ok.json()).toEqual({ visitId: 'visitor_1_abcdefghi' });
    const tooLong = await app.inject({ url: '/', headers: { 'x-visit-id': 'v'.repeat(500) } });
    expect(tooLong.statusCode).toBe(200);
    expect(tooLong.json()).toEqual({ visitId: null });
    expect((await app.inject({ url: '/' })).json()).toEqual({ visitId: null });
    await app.close();
  });
});
