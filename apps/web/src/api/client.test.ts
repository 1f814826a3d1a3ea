import { certificationApi, detailApi } from '@certdesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, fileNameOf, request, unwrap, withQuery } from './client';

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

describe('call', () => {
  const answering = (data: unknown) => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ code: '0000', msg: '', data }), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return () => fetchMock.mock.calls.map((c) => c as unknown as [string, RequestInit]);
  };

  it('fills the path from the input and sends nothing else on a GET', async () => {
    const calls = answering([{ id: 1, website: 'https://a.example', province: '', city: '', provinceName: '', cityName: '', notes: '' }]);
    const rows = await call(detailApi.websites, { id: 42 });
    expect(rows[0]?.website).toBe('https://a.example');
    expect(calls()).toEqual([['/api/order/website/42', expect.objectContaining({ method: 'GET', body: undefined })]]);
  });

  it('posts the input as the body, and deletes by the path alone', async () => {
    const calls = answering(null);
    await call(certificationApi.saveSubtotal, { orderId: 7, content: '无人接听' });
    await call(certificationApi.deleteAttachment, { id: 9 });
    expect(calls().map(([url, init]) => [url, init.method, init.body])).toEqual([
      ['/api/certification/subtotal/save', 'POST', '{"orderId":7,"content":"无人接听"}'],
      ['/api/certification/orderAttach/del/9', 'DELETE', undefined],
    ]);
  });

  it('keeps the envelope handling: a refusal rejects with the server code', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: '1003', msg: '无权限', data: null })));
    await expect(call(detailApi.detail, { id: 1 }, { quiet: true })).rejects.toMatchObject({ code: '1003', message: '无权限' });
  });

  it('does not compile a wrong body or a wrong use of the answer', () => {
    // Type checks only: the compiler (tsc -p apps/web) fails when these stop being errors.
    const typeChecks = async () => {
      // @ts-expect-error the subtotal save needs its content
      await call(certificationApi.saveSubtotal, { orderId: 1 });
      // @ts-expect-error the detail is read by `id`, not `orderId`
      await call(detailApi.detail, { orderId: 1 });
      const detail = await call(detailApi.detail, { id: 1 });
      // @ts-expect-error canEdit is a boolean
      detail.permission.canEdit.toUpperCase();
    };
    expect(typeChecks).toBeTypeOf('function');
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
