import type { FastifyRequest } from 'fastify';
import type { TSmsPurpose, TSmsSent } from '@openlobby/contracts';
import type { Db } from '../../db/client.ts';
import type { Limiter } from '../../lib/limiter.ts';
import type { TBrand } from '../system/system.service.ts';

/** What identity needs from the SMS verification module, injected so the modules stay apart. */
export type CodeVerifier = {
  consumeCode: (a: { brand: TBrand; mobile: string; purpose: TSmsPurpose; code: string }) => Promise<void>;
  sendCodeToMember: (a: {
    brand: TBrand;
    mobile: string;
    purpose: TSmsPurpose;
    ip: string;
  }) => Promise<TSmsSent>;
};

/** Outgoing e-mail (SMTP, or the development outbox). */
export type MailSender = {
  send: (m: {
    to: string;
    subject: string;
    text: string;
    html?: string;
    brandId?: number;
    /** The brand's own From address, when it has one. */
    from?: string;
  }) => Promise<unknown>;
};

/** Everything the identity services share; built once in app.ts. */
export type IdentityContext = {
  db: Db;
  limiter: Limiter;
  codes: CodeVerifier;
  mailer: MailSender;
  now: () => Date;
  /** Answers for new captchas; random digits unless a test injects its own. */
  newCaptchaAnswer?: () => string;
};

/** Who is calling: the address and client, kept with sessions and used for limits and the second step. */
export type TClient = { ip: string; userAgent?: string; origin: string };

/** The caller of a request; `origin` is where links in e-mails and redirects point back to. */
export const clientOf = (req: FastifyRequest): TClient => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  origin: `${req.protocol}://${req.host}`,
});
