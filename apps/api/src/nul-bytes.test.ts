import { NUL_BYTE_MESSAGE } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { API, bearer, demoMemberSession, multipart } from '../test/catalogue-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('attack: a NUL byte in a path, query or body (PostgreSQL refuses it: 500)', () => {
  it.each([
    'get-sells-by-search/%00',
    'get-keyword-search/a%00b',
    'get-learns-by-search/%00',
    'get-setting-by-key?key=a%00',
  ])('answers GET %s with 422', async (url) => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/${url}` });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.values(res.json().errors).flat()).toContain(NUL_BYTE_MESSAGE);
  });

  it('answers update-member with a NUL in the name with 422', async () => {
    const member = await demoMemberSession(t, 1);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${API}/update-member`,
      headers: bearer(member.token),
      payload: { name: 'a\u0000b' },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.name).toEqual([NUL_BYTE_MESSAGE]);
  });

  it('answers post-contact-us with a NUL in a field with 422', async () => {
    const body = multipart({
      contact_name: '林\u0000小安',
      contact_email: 'an@example.com',
      contact_phone: '0912345678',
      contact_type: 'order',
      ordermain_sn: '',
      contact_content: '請問',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/post-contact-us`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.contact_name).toEqual([NUL_BYTE_MESSAGE]);
  });
});
