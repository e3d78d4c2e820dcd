// A real SMTP server for the browser journeys: it accepts every message (the platform sends through
// SMTP_URL=smtp://127.0.0.1:<SMTP_PORT>) and shows what arrived over HTTP for the tests to read:
// GET http://127.0.0.1:<HTTP_PORT>/messages?to=<address> -> [{ to, subject, text }] newest first.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = Number(process.env.SMTP_PORT ?? 2525);
const HTTP_PORT = Number(process.env.HTTP_PORT ?? 3212);
const inbox: { to: string[]; subject: string; text: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
      inbox.unshift({ to, subject, text: decodeQuotedPrintable(raw) });
      callback();
    });
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

/** Undoes quoted-printable (soft line breaks and =XX), enough to read links in the body. */
function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = inbox.filter((m) => !to || m.to.includes(to));
  res.writeHead(url.pathname === '/messages' ? 200 : 404, { 'content-type': 'application/json' });
  res.end(JSON.stringify(found));
}).listen(HTTP_PORT, '127.0.0.1');
