import { describe, expect, it } from 'vitest';
import { DEV_DATA_ENCRYPTION_KEY, productionProblems } from './env.ts';

/** A production environment with every development default replaced. */
const READY = {
  NODE_ENV: 'production',
  VENDOR_SIM_URL: 'https://vendor-sim.example',
  VENDOR_SIM_SECRET: 'k'.repeat(32),
  ODDS_FEED_URL: 'https://odds.example',
  ODDS_FEED_KEY: 'f'.repeat(32),
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
  SMS_HTTP_TOKEN: 'sms-token',
  SEED_DEMO: 'false',
  OPS_API_TOKEN: 'o'.repeat(32),
  SMTP_URL: 'smtp://mailer:secret@smtp.example:587',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

/** The problems of `READY` with `change`, in production and in development. */
const problems = (change: Record<string, string | undefined>) => ({
  production: productionProblems({ ...READY, ...change }),
  development: productionProblems({ ...READY, ...change, NODE_ENV: 'development' }),
});

describe('productionProblems', () => {
  it('accepts a production environment without development defaults', () => {
    expect(productionProblems(READY)).toEqual([]);
  });

  it('refuses the simulator’s default key in production, not in development', () => {
    const p = problems({ VENDOR_SIM_SECRET: 'dev-vendor-secret' });
    expect(p.production).toEqual([expect.stringMatching(/^VENDOR_SIM_SECRET: /)]);
    expect(p.development).toEqual([]);
  });

  it('refuses the simulator’s default key when it is the default, unset', () => {
    const p = problems({ VENDOR_SIM_SECRET: undefined });
    expect(p.production).toEqual([expect.stringMatching(/^VENDOR_SIM_SECRET: /)]);
    expect(p.development).toEqual([]);
  });

  it('refuses the odds feed’s default or a short key in production, not in development', () => {
    for (const key of [undefined, 'dev-feed-key', 'f'.repeat(31)]) {
      const p = problems({ ODDS_FEED_KEY: key });
      expect(p.production).toEqual([expect.stringMatching(/^ODDS_FEED_KEY: /)]);
      expect(p.development).toEqual([]);
    }
  });

  it('asks nothing of the odds feed’s key when the server follows no feed', () => {
    expect(problems({ ODDS_FEED_URL: undefined, ODDS_FEED_KEY: undefined }).production).toEqual([]);
  });

  it('refuses a simulator key shorter than 32 characters in production, not in development', () => {
    const p = problems({ VENDOR_SIM_SECRET: 'k'.repeat(31) });
    expect(p.production).toEqual([expect.stringMatching(/^VENDOR_SIM_SECRET: /)]);
    expect(p.development).toEqual([]);
  });

  it('ignores the simulator’s key when no simulator is configured', () => {
    expect(problems({ VENDOR_SIM_URL: undefined, VENDOR_SIM_SECRET: undefined }).production).toEqual([]);
  });

  it('refuses the SMS outbox in production, not in development', () => {
    const p = problems({ SMS_PROVIDER: 'outbox' });
    expect(p.production).toEqual([expect.stringMatching(/^SMS_PROVIDER: /)]);
    expect(p.development).toEqual([]);
  });

  it('refuses the SMS outbox when it is the default, unset', () => {
    const p = problems({ SMS_PROVIDER: undefined });
    expect(p.production).toEqual([expect.stringMatching(/^SMS_PROVIDER: /)]);
    expect(p.development).toEqual([]);
  });

  it('refuses an SMS gateway that is not https on a public address in production, not in development', () => {
    for (const url of ['http://sms.example/send', 'https://10.0.0.8/send', 'https://localhost/send']) {
      const p = problems({ SMS_HTTP_URL: url });
      expect(p.production).toEqual([expect.stringMatching(/^SMS_HTTP_URL: /)]);
      expect(p.development).toEqual([]);
    }
  });

  it('refuses the demo seed in production, not in development', () => {
    const p = problems({ SEED_DEMO: 'true' });
    expect(p.production).toEqual([expect.stringMatching(/^SEED_DEMO: /)]);
    expect(p.development).toEqual([]);
  });

  it('refuses production without an SMTP server, not development', () => {
    const p = problems({ SMTP_URL: undefined });
    expect(p.production).toEqual([expect.stringMatching(/^SMTP_URL: /)]);
    expect(p.development).toEqual([]);
  });

  it('asks production to choose the operations API: unset is refused, not in development', () => {
    for (const unset of [undefined, '']) {
      const p = problems({ OPS_API_TOKEN: unset });
      expect(p.production).toEqual([expect.stringMatching(/^OPS_API_TOKEN: choose: .*`off`/)]);
      expect(p.development).toEqual([]);
    }
  });

  it('refuses an operations token shorter than 32 characters in production, not in development', () => {
    const p = problems({ OPS_API_TOKEN: 'o'.repeat(31) });
    expect(p.production).toEqual([expect.stringMatching(/^OPS_API_TOKEN: shorter than 32/)]);
    expect(p.development).toEqual([]);
  });

  it('accepts the operations API switched off explicitly', () => {
    expect(problems({ OPS_API_TOKEN: 'off' }).production).toEqual([]);
  });

  it('refuses production without a data key or with the development one, not development', () => {
    for (const key of [undefined, '', DEV_DATA_ENCRYPTION_KEY]) {
      const p = problems({ DATA_ENCRYPTION_KEY: key });
      expect(p.production).toEqual([expect.stringMatching(/^DATA_ENCRYPTION_KEY: /)]);
      expect(p.development).toEqual([]);
    }
  });

  it('lists every default at once, one line each', () => {
    const lines = productionProblems({
      NODE_ENV: 'production',
      VENDOR_SIM_URL: 'https://vendor-sim.example',
      SEED_DEMO: 'true',
    });
    expect(lines.map((l) => l.split(':')[0])).toEqual([
      'VENDOR_SIM_SECRET',
      'SMS_PROVIDER',
      'SEED_DEMO',
      'SMTP_URL',
      'DATA_ENCRYPTION_KEY',
      'OPS_API_TOKEN',
    ]);
  });
});
