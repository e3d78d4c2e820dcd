import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../modules/verification/verification.schema.ts';
import { seedDemo } from '../seed/demo.ts';
import { brands } from '../modules/system/system.schema.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createMailer } from './mailer.ts';

type TDelivered = { from: string; to: string[]; raw: string };

/** A real local SMTP server that keeps every message it is given. */
let smtp: SMTPServer;
let smtpUrl: string;
let delivered: TDelivered[] = [];
let database: Database;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        delivered.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  database = await createTestDatabase();
  await seedDemo(database.db);
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});
beforeEach(() => {
  delivered = [];
});

describe('createMailer with an SMTP URL', () => {
  it('delivers the recipient, subject, text and HTML to the SMTP server', async () => {
    const mailer = createMailer({ smtpUrl, from: 'OpenLobby <no-reply@openlobby.example>', db: database.db });
    const { messageId } = await mailer.send({
      to: 'player@example.com',
      subject: 'Reset your password',
      text: 'Open the link to reset your password.',
      html: '<p>Open the <a href="https://lobby.example/reset">link</a>.</p>',
    });
    mailer.close();
    expect(messageId).toMatch(/^<.+>$/);
    expect(delivered).toHaveLength(1);
    const [mail] = delivered;
    expect(mail!.from).toBe('no-reply@openlobby.example');
    expect(mail!.to).toEqual(['player@example.com']);
    expect(mail!.raw).toContain('Subject: Reset your password');
    expect(mail!.raw).toContain('Open the link to reset your password.');
    expect(mail!.raw).toContain('https://lobby.example/reset');
    expect(
      await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'player@example.com')),
    ).toEqual([]);
  });

  it('fails when the SMTP server cannot be reached', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'no-reply@openlobby.example',
      db: database.db,
    });
    await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });
});

describe('createMailer without an SMTP URL', () => {
  it('keeps the mail in mail_outbox with its brand and sends nothing', async () => {
    const [lobby] = await database.db.select().from(brands).where(eq(brands.code, 'lobby'));
    const mailer = createMailer({ from: 'no-reply@openlobby.example', db: database.db });
    const { messageId } = await mailer.send({
      to: 'outbox@example.com',
      subject: 'Your code',
      text: 'Code 123456',
      html: '<b>123456</b>',
      brandId: lobby!.id,
    });
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'outbox@example.com'));
    expect(rows).toEqual([
      expect.objectContaining({
        brandId: lobby!.id,
        subject: 'Your code',
        text: 'Code 123456',
        html: '<b>123456</b>',
      }),
    ]);
    expect(messageId).toBe(`outbox-${rows[0]!.id}`);
    expect(delivered).toEqual([]);
  });

  it('keeps mail that belongs to no brand', async () => {
    const mailer = createMailer({ from: 'no-reply@openlobby.example', db: database.db });
    await mailer.send({ to: 'ops@example.com', subject: 'Hello', text: 'Plain only' });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ops@example.com'));
    expect(row).toMatchObject({ brandId: null, html: null });
  });
});
