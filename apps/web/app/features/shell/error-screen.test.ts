import { describe, expect, it } from 'vitest';
import { describeError, errorMeta, headlineOf } from './error-screen.tsx';

/** What a loader's thrown `data()` becomes once React Router hands it to the error boundary. */
function routeError(status: number, statusText: string, body: unknown) {
  return { status, statusText, data: body, internal: false };
}

describe('describeError', () => {
  it('shows status code, status text and the message of an error response', () => {
    expect(describeError(routeError(404, 'Not Found', 'Page Not Found: /search/x'))).toEqual({
      status: 404,
      statusText: 'Not Found',
      message: 'Page Not Found: /search/x',
    });
    expect(describeError(routeError(500, '', { message: 'boom' }))).toEqual({
      status: 500,
      statusText: null,
      message: 'boom',
    });
  });

  it('shows the message of a thrown Error', () => {
    expect(describeError(new Error('broken'))).toEqual({ status: null, statusText: null, message: 'broken' });
  });

  it('shows nothing for an error without status or message (the screen then says 發生未知錯誤)', () => {
    expect(describeError(undefined)).toEqual({ status: null, statusText: null, message: null });
    expect(describeError(new Error(''))).toEqual({ status: null, statusText: null, message: null });
    expect(describeError(routeError(500, '', null))).toEqual({
      status: 500,
      statusText: null,
      message: null,
    });
  });
});

describe('errorMeta', () => {
  it('names a route-validation 404 in the document title (issue 10: the title was empty)', () => {
    expect(errorMeta(routeError(404, 'Not Found', 'Page Not Found: /news/abc'))[0]).toEqual({
      title: '找不到頁面｜米瑞法肌研所',
    });
  });

  it('names any other error as an error page', () => {
    expect(errorMeta(new Error('broken'))[0]).toEqual({ title: '發生錯誤｜米瑞法肌研所' });
  });
});

describe('headlineOf', () => {
  it('writes the first line in Chinese (issue 23: the 404 page began with "404 Not Found")', () => {
    expect(headlineOf({ status: 404, statusText: 'Not Found' })).toBe('404 找不到頁面');
    expect(headlineOf({ status: 500, statusText: 'Internal Server Error' })).toBe('500 伺服器發生錯誤');
    expect(headlineOf({ status: 418, statusText: null })).toBe('418');
    expect(headlineOf({ status: null, statusText: null })).toBeNull();
  });
});
