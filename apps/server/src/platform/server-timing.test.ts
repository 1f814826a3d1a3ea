import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { appDuration } from './server-timing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Server-Timing', () => {
  it("tells an API call's server time, refused calls included; other paths carry none", async () => {
    const token = await t.login('admin');
    const listed = await t.request('POST', '/api/order/list', token, {});
    expect(listed.headers['server-timing']).toMatch(/^app;dur=\d+\.\d{3}$/);
    expect(appDuration(listed.headers['server-timing'])).toBeGreaterThan(0);
    const refused = await t.app.inject({ method: 'POST', url: '/api/order/list', payload: {} });
    expect(refused.json().code).toBe('-100');
    expect(appDuration(refused.headers['server-timing'])).toBeGreaterThan(0);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.headers['server-timing']).toBeUndefined();
  });
  it('reads the app duration among other metrics, NaN without one', () => {
    expect(appDuration('db;dur=2.5, app;dur=12.345')).toBe(12.345);
    expect(appDuration(undefined)).toBeNaN();
  });
});
