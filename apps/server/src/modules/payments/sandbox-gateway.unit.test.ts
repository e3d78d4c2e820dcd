import { describe, expect, it } from 'vitest';
import { signNotification, verifyNotification } from './sandbox-gateway.ts';

const at = new Date('2026-11-21T10:00:00Z');
const body = '{"reference":"D1","amount":10}';

describe('sandbox notifications', () => {
  it('accepts its own signature', () => {
    expect(verifyNotification('s3cret', body, signNotification('s3cret', body, at), at)).toBe(true);
  });

  it('refuses another secret, another body, no header and a malformed one', () => {
    const header = signNotification('s3cret', body, at);
    expect(verifyNotification('other', body, header, at)).toBe(false);
    expect(verifyNotification('s3cret', body.replace('10', '1000'), header, at)).toBe(false);
    expect(verifyNotification('s3cret', body, undefined, at)).toBe(false);
    expect(verifyNotification('s3cret', body, 't=abc,v1=zz', at)).toBe(false);
  });

  it('refuses a notification older than five minutes (a replay)', () => {
    const header = signNotification('s3cret', body, at);
    expect(verifyNotification('s3cret', body, header, new Date(at.getTime() + 301_000))).toBe(false);
    expect(verifyNotification('s3cret', body, header, new Date(at.getTime() + 299_000))).toBe(true);
  });
});
