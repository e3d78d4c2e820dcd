import type { FastifyRequest } from 'fastify';
import type { TLanguage, TSmsPurpose, TSmsSent } from '@openlobby/contracts';
import type { Db } from '../../db/client.ts';
import type { Limiter } from '../../lib/limiter.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { TSessionsRevoked } from '../../lib/session-events.ts';
import type { TBrand } from '../system/system.service.ts';

/** What identity needs from the SMS verification module, injected so the modules stay apart. */
export type CodeVerifier = {
  consumeCode: (a: { brand: TBrand; mobile: string; purpose: TSmsPurpose; code: string }) => Promise<void>;
  sendCodeToMember: (a: {
    brand: TBrand;
    mobile: string;
    purpose: TSmsPurpose;
    ip: string;
    /** The SMS's language; the brand's default when absent. */
    language?: TLanguage;
  }) => Promise<TSmsSent>;
};

/** Where identity reports a budget that refused a request (the trial-account cap), for the back office. */
export type BudgetTripRecorder = {
  recordTrip: (t: {
    brandId: number;
    budget: 'trialAccountsPerHour';
    window: { start: Date; end: Date };
    limit: number;
    at: Date;
  }) => Promise<void>;
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
  budgetTrips: BudgetTripRecorder;
  mailer: MailSender;
  now: () => Date;
  /** Seals stored authenticator secrets (DATA_ENCRYPTION_KEY). */
  secrets: SecretBox;
  /**
   * Production: calls to addresses operators set (OIDC issuers) go to https on public addresses
   * only (lib/outbound.ts); elsewhere a provider on this machine is allowed.
   */
  publicOnlyOutbound: boolean;
  /**
   * Where the brand's links point (`https://<primary domain>`); built from the brand's configured
   * domains, never from the request, so a forged Host cannot redirect a reset mail.
   */
  publicOrigin: (brand: TBrand) => Promise<string>;
  /**
   * Told after login sessions were revoked (logout, a new password), so games and the wallet
   * socket launched from them end at once.
   */
  onSessionsRevoked?: (event: TSessionsRevoked) => void;
  /** Answers for new captchas; random digits unless a test injects its own. */
  newCaptchaAnswer?: () => string;
};

/**
 * Who is calling: the address and client, kept with sessions and used for limits and the second
 * step. Deliberately without the request's host: links are built from the brand's domain.
 */
export type TClient = { ip: string; userAgent?: string };

/** The caller of a request. */
export const clientOf = (req: FastifyRequest): TClient => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
});
