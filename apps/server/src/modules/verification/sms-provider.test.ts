import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { createMemoryLimiter } from '../../lib/limiter.ts';
import { OutboundRefused } from '../../lib/outbound.ts';
import { seedDemo } from '../../seed/demo.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { createSystemService, type TBrand } from '../system/system.service.ts';
import { createHttpSmsProvider, createOutboxSmsProvider } from './sms-provider.ts';
import { createVerificationService } from './verification.service.ts';
import { smsOutbox } from './verification.schema.ts';
import { testSecretBox } from '../../../test/test-secrets.ts';

type TReceived = {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  body: unknown;
};

/** A local SMS gateway: records what it is sent and answers with the status the test sets. */
let gateway: Server;
let gatewayUrl: string;
let received: TReceived[] = [];
let answer: { status: number; body: string; headers?: Record<string, string> } = {
  status: 200,
  body: '{"messageId":"gw-1"}',
};

let database: Database;
let lobby: TBrand;
beforeAll(async () => {
  gateway = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: JSON.parse(raw),
      });
      res
        .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
        .end(answer.body);
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;

  database = await createTestDatabase();
  await seedDemo(database.db);
  lobby = await createSystemService({
    db: database.db,
    lookupCountry: () => null,
    secrets: testSecretBox(),
  }).resolveBrand({
    merchant: 'lobby',
  });
});
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
  await database.close();
});
beforeEach(() => {
  received = [];
  answer = { status: 200, body: '{"messageId":"gw-1"}' };
});

const TOKEN = 'gateway-token-123';
const serviceWith = (url = gatewayUrl) =>
  createVerificationService({
    db: database.db,
    sms: createHttpSmsProvider({ url, token: TOKEN, publicOnly: false }),
    limiter: createMemoryLimiter(),
    isMobileRegistered: async () => false,
  });
const lastRecord = async (mobile: string) =>
  (
    await database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.id))
      .limit(1)
  )[0];

describe('HTTP SMS gateway provider', () => {
  it('posts the number and the text as JSON with the bearer token and answers the gateway’s id', async () => {
    const provider = createHttpSmsProvider({ url: gatewayUrl, token: TOKEN, publicOnly: false });
    await expect(provider.send('+66812345678', 'hello', { brandId: lobby.id })).resolves.toEqual({
      messageId: 'gw-1',
    });
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/send',
        authorization: `Bearer ${TOKEN}`,
        contentType: 'application/json',
        body: { to: '+66812345678', body: 'hello' },
      },
    ]);
  });

  it('carries a code sent by the service, which records it as SENT with the gateway’s id', async () => {
    answer = { status: 202, body: '{"id":77}' };
    await serviceWith().sendCode({
      brand: lobby,
      mobile: '+66811110001',
      purpose: 'register',
      ip: '10.9.0.1',
      language: 'EN',
    });
    const sent = received[0]!.body as { to: string; body: string };
    expect(sent.to).toBe('+66811110001');
    expect(sent.body).toMatch(/Your verification code is \d{6}\./);
    expect(await lastRecord('+66811110001')).toMatchObject({
      brandId: lobby.id,
      provider: 'http',
      status: 'SENT',
      providerMessageId: '77',
      error: null,
    });
  });

  it('fails on a 500 answer, and the service answers SYSTEM_ERROR and records a FAILED row', async () => {
    answer = { status: 500, body: '{"error":"down"}' };
    const provider = createHttpSmsProvider({ url: gatewayUrl, token: TOKEN, publicOnly: false });
    await expect(provider.send('+66811110002', 'hello', { brandId: lobby.id })).rejects.toThrow('HTTP 500');
    expect(await lastRecord('+66811110002')).toBeUndefined();

    await expect(
      serviceWith().sendCode({ brand: lobby, mobile: '+66811110002', purpose: 'register', ip: '10.9.0.2' }),
    ).rejects.toMatchObject({ code: 'SYSTEM_ERROR' });
    expect(received).toHaveLength(2);
    expect(await lastRecord('+66811110002')).toMatchObject({
      provider: 'http',
      status: 'FAILED',
      error: 'SMS gateway answered HTTP 500',
      providerMessageId: null,
    });
  });

  it('fails when the gateway cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/send`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      serviceWith(url).sendCode({
        brand: lobby,
        mobile: '+66811110003',
        purpose: 'register',
        ip: '10.9.0.3',
      }),
    ).rejects.toMatchObject({ code: 'SYSTEM_ERROR' });
    expect(await lastRecord('+66811110003')).toMatchObject({ provider: 'http', status: 'FAILED' });
  });
});

describe('HTTP SMS gateway behind the outbound guard', () => {
  /** A TCP listener on this machine that counts connections: proof that nothing left. */
  async function connectionCounter() {
    let connections = 0;
    const server = createTcpServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      port: (server.address() as AddressInfo).port,
      connections: () => connections,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  it.each([
    ['a loopback address', (port: number) => `https://127.0.0.1:${port}/send`],
    ['a private address', () => 'https://10.20.30.40/send'],
    ['a name that resolves to this machine', (port: number) => `https://sms-gateway.localhost:${port}/send`],
    ['plain http', (port: number) => `http://sms.example:${port}/send`],
  ])('refuses %s in production without a connection being made', async (_what, urlOf) => {
    const counter = await connectionCounter();
    try {
      const provider = createHttpSmsProvider({ url: urlOf(counter.port), token: TOKEN, publicOnly: true });
      await expect(provider.send('+66811110010', 'hello', { brandId: lobby.id })).rejects.toBeInstanceOf(
        OutboundRefused,
      );
      expect(counter.connections()).toBe(0);
    } finally {
      await counter.close();
    }
  });

  it('does not follow a redirect: a 302 from the gateway is a failed send', async () => {
    answer = { status: 302, body: '', headers: { location: '/elsewhere' } };
    const provider = createHttpSmsProvider({ url: gatewayUrl, token: TOKEN, publicOnly: false });
    await expect(provider.send('+66811110011', 'hello', { brandId: lobby.id })).rejects.toThrow('HTTP 302');
    expect(received.map((r) => r.url)).toEqual(['/send']);
  });
});

describe('outbox SMS provider', () => {
  it('keeps the whole message in sms_outbox and answers the row id', async () => {
    const provider = createOutboxSmsProvider(database.db);
    const { messageId } = await provider.send('+66811110004', 'code 123456', { brandId: lobby.id });
    const row = await lastRecord('+66811110004');
    expect(row).toMatchObject({ brandId: lobby.id, body: 'code 123456', provider: 'outbox', status: 'SENT' });
    expect(messageId).toBe(String(row!.id));
  });

  it('is written once per code sent by the service', async () => {
    const service = createVerificationService({
      db: database.db,
      sms: createOutboxSmsProvider(database.db),
      limiter: createMemoryLimiter(),
      isMobileRegistered: async () => false,
    });
    await service.sendCode({ brand: lobby, mobile: '+66811110005', purpose: 'register', ip: '10.9.0.5' });
    const rows = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '+66811110005'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toMatch(/\d{6}/);
  });
});
