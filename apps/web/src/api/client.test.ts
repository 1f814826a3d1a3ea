import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fileNameOf, request, unwrap, withQuery } from './client';

afterEach(() => vi.unstubAllGlobals());

describe('unwrap', () => {
  it('returns data of a 0000 answer and rejects other codes with the server message', () => {
    expect(unwrap({ code: '0000', msg: 'ok', data: 5 })).toBe(5);
    expect(() => unwrap({ code: '1001', msg: '请输入账号', data: null }, true)).toThrow(new ApiError('1001', '请输入账号'));
  });

  it('forgets the session on -100', () => {
    document.cookie = 'certdesk_signed_in=1; path=/';
    expect(() => unwrap({ code: '-100', msg: '登录已失效，请重新登录', data: null }, true)).toThrow(ApiError);
    expect(document.cookie).not.toContain('certdesk_signed_in=1');
  });
});

describe('request', () => {
  it('sends the JSON body with the app header, and no token a script could have read', async () => {
    document.cookie = 'certdesk_signed_in=1; path=/';
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: '0000', msg: '', data: { ok: 1 } }), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(request('POST', '/api/x', { a: 1 }, { quiet: true })).resolves.toEqual({ ok: 1 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-certdesk-client']).toBe('web');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
  });

  it('rejects a network failure with a message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('down'))),
    );
    await expect(request('GET', '/api/x', undefined, { quiet: true })).rejects.toMatchObject({
      code: 'network',
      message: '网络异常，请检查网络连接',
    });
  });
});

describe('helpers', () => {
  it('reads the file name of content-disposition, RFC 5987 first', () => {
    expect(fileNameOf(`attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent('全部订单_20261121.xlsx')}`, 'f')).toBe(
      '全部订单_20261121.xlsx',
    );
    expect(fileNameOf('attachment; filename="a.xlsx"', 'f')).toBe('a.xlsx');
    expect(fileNameOf(null, 'fallback.xlsx')).toBe('fallback.xlsx');
  });
  it('appends defined query params only', () => {
    expect(withQuery('/api/o', { a: 1, b: undefined, c: '' })).toBe('/api/o?a=1');
  });
});
