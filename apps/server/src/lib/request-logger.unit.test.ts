import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './request-logger.ts';

describe('redactUrl', () => {
  it('keeps addresses without secret parameters as they are', () => {
    expect(redactUrl('/wps/relay/GCSGAME_newGameVendor?platform=web')).toBe(
      '/wps/relay/GCSGAME_newGameVendor?platform=web',
    );
    expect(redactUrl('/house/slot/')).toBe('/house/slot/');
  });

  it('replaces the values of parameters named like secrets', () => {
    expect(redactUrl('/house/slot/?token=abc123secret&lang=EN')).toBe(
      '/house/slot/?token=[redacted]&lang=EN',
    );
    expect(redactUrl('/cb?code=XYZ&state=1&socialTicket=T1&captcha=4242&password=p&x_api_key=k')).toBe(
      '/cb?code=[redacted]&state=1&socialTicket=[redacted]&captcha=[redacted]&password=[redacted]&x_api_key=[redacted]',
    );
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
  });

  it('redacts inside a parameter that is itself an address, query or fragment', () => {
    const game = encodeURIComponent('/house/slot/?lang=EN#token=abc123secret');
    const logged = redactUrl(`/game?url=${game}&nodeId=7`);
    expect(logged).not.toContain('abc123secret');
    expect(decodeURIComponent(logged)).toBe('/game?url=/house/slot/?lang=EN#token=[redacted]&nodeId=7');
  });
});

describe('serializeError', () => {
  it('drops a failed query’s parameters from its fields, message, stack and causes', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "hunter2-secret"'), {
      detail: 'Key (token)=(hunter2-secret) already exists.',
    });
    const failed = Object.assign(new Error('Failed query: select $1::int\nparams: hunter2-secret,42'), {
      query: 'select $1::int',
      params: ['hunter2-secret', 42],
      cause,
    });
    const logged = serializeError(failed);
    expect(JSON.stringify(logged)).not.toContain('hunter2');
    expect(logged).toMatchObject({ query: 'select $1::int' });
    expect(logged.params).toBeUndefined();
    expect(logged.message).toContain('Failed query: select $1::int');
  });

  it('keeps ordinary errors whole', () => {
    const logged = serializeError(Object.assign(new Error('boom'), { code: 'E1' }));
    expect(logged).toMatchObject({ type: 'Error', message: 'boom', code: 'E1' });
    expect(logged.stack).toContain('boom');
  });
});
