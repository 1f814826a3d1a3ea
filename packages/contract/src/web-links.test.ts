import { describe, expect, it } from 'vitest';
import { httpUrlField, isHttpOrLocalLink, isHttpUrl } from './web-links.js';

describe('web links', () => {
  it('accept http(s) links only', () => {
    for (const ok of ['https://files.partner.example/a.jpg', 'http://127.0.0.1:9000/x?y=1#z', 'HTTPS://Example.com']) {
      expect(isHttpUrl(ok), ok).toBe(true);
    }
    const bad = [
      'javascript:alert(1)',
      'JavaScript://example.com/%0aalert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      'https://',
      'https:///x',
      '//example.com',
      'https://a b.com',
      'ftp://x.example',
    ];
    for (const b of bad) expect(isHttpUrl(b), b).toBe(false);
    expect(httpUrlField('营业执照').safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe('营业执照必须是http或https链接');
    expect(httpUrlField('营业执照').parse('')).toBe('');
  });
  it('accept our own keys and paths beside http(s), never another scheme', () => {
    expect(isHttpOrLocalLink('record/demo/1.wav')).toBe(true);
    expect(isHttpOrLocalLink('/files/record/u1/a.wav?sig=1')).toBe(true);
    expect(isHttpOrLocalLink('https://pbx.example/rec/1.wav')).toBe(true);
    for (const b of ['javascript:alert(1)', ' data:x', 'blob:https://x']) expect(isHttpOrLocalLink(b.trim()), b).toBe(false);
  });
});
