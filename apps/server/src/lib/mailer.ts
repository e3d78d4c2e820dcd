import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { insertMailOutbox } from '../modules/verification/verification.repo.ts';

export type TMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The brand the mail is sent for, kept with the outbox copy. */
  brandId?: number;
  /** The brand's own sender, instead of the platform's MAIL_FROM. */
  from?: string;
};

export type MailerOptions = {
  /** smtp://user:pass@host:port or smtps://…; without it mail is kept in mail_outbox. */
  smtpUrl?: string;
  /** The From address, e.g. "OpenLobby <no-reply@openlobby.example>". */
  from: string;
  db: Db;
};

export type Mailer = {
  /** Sends one mail or throws; answers the id the transport gave it. */
  send: (mail: TMail) => Promise<{ messageId: string }>;
  close: () => void;
};

/**
 * E-mail for password resets and second-step checks. With an SMTP URL mail goes through
 * nodemailer's SMTP transport; without one (the development default) it is only stored in
 * mail_outbox, where the dev outbox call shows it. Never falls back from one to the other.
 */
export function createMailer({ smtpUrl, from, db }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      send: async ({ to, subject, text, html, brandId }) => {
        const row = await insertMailOutbox(db, {
          brandId: brandId ?? null,
          to,
          subject,
          text,
          html: html ?? null,
        });
        return { messageId: `outbox-${row.id}` };
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async ({ to, subject, text, html, from: sender }) => {
      const info = await transport.sendMail({
        from: sender ?? from,
        to,
        subject,
        text,
        ...(html !== undefined && { html }),
      });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/** The From header of a brand's own sender, or undefined for the platform's. */
export function brandSender(mail: {
  fromName: string | null;
  fromAddress: string | null;
}): string | undefined {
  if (!mail.fromAddress) return undefined;
  return mail.fromName
    ? `"${mail.fromName.replace(/["\\\r\n]/g, '')}" <${mail.fromAddress}>`
    : mail.fromAddress;
}
