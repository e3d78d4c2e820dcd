import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { TLoginInfo } from '@openlobby/contracts';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as oidc from 'openid-client';
import { AppError } from '../../lib/app-error.ts';
import { createSealedColumns, reserveId, type TSealedTable } from '../../lib/sealed-columns.ts';
import { guardedFetch, outboundUrlProblem } from '../../lib/outbound.ts';
import type { TBrand } from '../system/system.service.ts';
import type { IdentityContext, TClient } from './identity.context.ts';
import * as repo from './identity.repo.ts';
import { brandSocialProviders, memberSocialAccounts, socialLogins } from './identity.schema.ts';
import { hashPassword } from '../../lib/password.ts';
import type { SessionService } from './session.service.ts';
import { hashSecret, newToken } from '../../lib/secrets.ts';

export type TSocialProvider = 'google' | 'facebook' | 'line';
const ROUND_TRIP_MS = 10 * 60_000;
/** The longest answer read from a provider (discovery, keys, tokens, userinfo are all small). */
const MAX_PROVIDER_ANSWER_BYTES = 256 * 1024;
const TICKET_MS = 2 * 60_000;

type TClaims = { sub: string; email?: unknown; name?: unknown };

/** Brands' OIDC client secrets, sealed at rest (lib/sealed-columns.ts); start-up seals plain ones. */
export const OIDC_CLIENT_SECRETS: TSealedTable = {
  kind: 'brand_social_provider',
  table: brandSocialProviders,
  id: brandSocialProviders.id,
  columns: { client_secret: brandSocialProviders.clientSecret },
};
const failed = (why: string) => new AppError('SOCIAL_SIGN_IN_FAILED', why);

/**
 * Social sign-in through OpenID Connect (authorization code + PKCE, state and nonce). The callback
 * ends in a one-time ticket, not a token in the URL; the site exchanges the ticket for a session.
 */
export function createSocialService(ctx: IdentityContext, deps: { sessions: SessionService }) {
  const { db, now } = ctx;
  const configs = new Map<string, Promise<oidc.Configuration>>();
  const clientSecrets = createSealedColumns<'client_secret'>(ctx.secrets, OIDC_CLIENT_SECRETS.kind);
  // Every call to a provider (discovery, keys, token, userinfo) goes through the outbound guard.
  const providerFetch = guardedFetch({
    publicOnly: ctx.publicOnlyOutbound,
    maxBytes: MAX_PROVIDER_ANSWER_BYTES,
  });

  async function providerOf(brand: TBrand, provider: TSocialProvider) {
    const [row] = await db
      .select()
      .from(brandSocialProviders)
      .where(
        and(
          eq(brandSocialProviders.brandId, brand.id),
          eq(brandSocialProviders.provider, provider),
          eq(brandSocialProviders.enabled, true),
        ),
      )
      .limit(1);
    const flagged = brand.flags.socialSignIn.includes(provider.toUpperCase() as 'GOOGLE');
    if (!row || !flagged) throw new AppError('OPERATION_NOT_ALLOWED', 'This sign-in is not enabled.');
    return row;
  }

  /**
   * Discovery is cached per issuer and client; a failed discovery is retried next time. The stored
   * (sealed) secret is part of the key, so new credentials from the back office take effect at once
   * and a secret is opened once per process, when its configuration is made.
   */
  function configOf(p: { id: number; issuer: string; clientId: string; clientSecret: string }) {
    const key = `${p.id}|${p.issuer}|${p.clientId}|${p.clientSecret}`;
    let config = configs.get(key);
    if (!config) {
      const clientSecret = clientSecrets.open(p.id, 'client_secret', p.clientSecret);
      const issuer = new URL(p.issuer);
      // Plain http only for a provider on this machine (development and tests).
      const local = issuer.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(issuer.hostname);
      // The discovery's fetch stays with the configuration for all its later calls.
      config = oidc.discovery(issuer, p.clientId, clientSecret, undefined, {
        [oidc.customFetch]: (url, options) => providerFetch(url, options as RequestInit),
        ...(local && { execute: [oidc.allowInsecureRequests] }),
      });
      config.catch(() => configs.delete(key));
      configs.set(key, config);
    }
    return config;
  }

  /**
   * The provider's authorization URL for this brand; the round trip is remembered by its state. The
   * redirect_uri is on the brand's own domain, never the request's host. `binding` is the random
   * value the caller puts in the starting browser's cookie; only its hash is kept, and the callback
   * completes only where that cookie comes back (a state link sent to someone else is useless).
   */
  async function start(brand: TBrand, provider: TSocialProvider): Promise<{ url: string; binding: string }> {
    const p = await providerOf(brand, provider);
    const config = await configOf(p).catch(() => {
      throw failed('The sign-in provider cannot be reached.');
    });
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const redirectUri = `${await ctx.publicOrigin(brand)}/wps/session/social/${provider}/callback`;
    const binding = newToken();
    await db.insert(socialLogins).values({
      bindingHash: hashSecret(binding),
      brandId: brand.id,
      provider,
      stateHash: hashSecret(state),
      codeVerifier,
      nonce,
      redirectUri,
      expiresAt: new Date(now().getTime() + ROUND_TRIP_MS),
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, binding };
  }

  /** Whether the browser's binding cookie is the one the round trip was started with. */
  function isSameBrowser(stored: string | null, binding: string | undefined) {
    if (!stored || !binding) return false;
    return timingSafeEqual(Buffer.from(hashSecret(binding)), Buffer.from(stored));
  }

  /**
   * Completes the round trip from the callback's query and answers a one-time ticket for the site.
   * The callback URL handed to the provider is the stored redirect_uri, not the request's host.
   * `binding` is the browser's cookie: from another browser (none, or another value) the callback
   * is refused before the provider is asked, and nothing is written.
   */
  async function callback(
    brand: TBrand,
    provider: TSocialProvider,
    query: URLSearchParams,
    binding: string | undefined,
  ): Promise<string> {
    const state = query.get('state') ?? '';
    const [login] = await db
      .select()
      .from(socialLogins)
      .where(
        and(
          eq(socialLogins.stateHash, hashSecret(state)),
          isNull(socialLogins.usedAt),
          gt(socialLogins.expiresAt, now()),
        ),
      )
      .limit(1);
    if (!login || login.brandId !== brand.id || login.provider !== provider)
      throw failed('The sign-in has expired.');
    if (!isSameBrowser(login.bindingHash, binding))
      throw new AppError('SOCIAL_SIGN_IN_OTHER_BROWSER', 'The sign-in was started in another browser.');
    const p = await providerOf(brand, provider);
    const currentUrl = new URL(login.redirectUri);
    currentUrl.search = query.toString();
    let claims: TClaims;
    try {
      const config = await configOf(p);
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: state,
        expectedNonce: login.nonce,
      });
      const idToken = tokens.claims();
      if (!idToken?.sub) throw failed('The provider did not say who signed in.');
      // Many providers keep e-mail and name out of the ID token; the userinfo endpoint has them.
      const info = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub).catch(() => ({}));
      claims = { ...info, ...idToken } as TClaims;
    } catch (e) {
      if (e instanceof AppError) throw e;
      throw failed('The provider refused the sign-in.');
    }
    const member = await memberFor(brand, provider, claims);
    const ticket = newToken();
    await db
      .update(socialLogins)
      .set({ memberId: member.id, ticketHash: hashSecret(ticket) })
      .where(eq(socialLogins.id, login.id));
    return ticket;
  }

  /** The member behind a provider identity: found by subject, or registered on first sign-in. */
  async function memberFor(brand: TBrand, provider: TSocialProvider, claims: TClaims) {
    const [linked] = await db
      .select()
      .from(memberSocialAccounts)
      .where(
        and(
          eq(memberSocialAccounts.brandId, brand.id),
          eq(memberSocialAccounts.provider, provider),
          eq(memberSocialAccounts.subject, claims.sub),
        ),
      )
      .limit(1);
    if (linked) return (await repo.findMemberById(db, linked.memberId))!;
    const email = typeof claims.email === 'string' ? claims.email : null;
    const name = typeof claims.name === 'string' ? claims.name.slice(0, 40) : null;
    const member = await repo.insertMember(db, {
      brandId: brand.id,
      account: `${provider.slice(0, 1)}${randomBytes(5).toString('hex')}`,
      nickname: name || `${provider} player`,
      // Social members sign in through their provider; nobody knows this password.
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      email,
      registerMethod: `SOCIAL_${provider.toUpperCase()}`,
    });
    await db
      .insert(memberSocialAccounts)
      .values({ brandId: brand.id, memberId: member.id, provider, subject: claims.sub, email });
    return member;
  }

  /** Exchanges a callback's ticket, once and within two minutes, for a session. */
  async function exchange(brand: TBrand, ticket: string, client: TClient): Promise<TLoginInfo> {
    const rows = await db
      .update(socialLogins)
      .set({ usedAt: now() })
      .where(
        and(
          eq(socialLogins.ticketHash, hashSecret(ticket)),
          isNull(socialLogins.usedAt),
          eq(socialLogins.brandId, brand.id),
        ),
      )
      .returning();
    const login = rows[0];
    if (!login?.memberId || login.createdAt.getTime() + ROUND_TRIP_MS + TICKET_MS < now().getTime()) {
      throw failed('The sign-in ticket is used or expired.');
    }
    const member = (await repo.findMemberById(db, login.memberId))!;
    if (member.status !== 'A') throw new AppError('MEMBER_NO_ENTER', 'This account cannot log in.');
    return deps.sessions.issue(brand, member, {
      method: `social:${login.provider}`,
      client,
      mustChangePassword: false,
      passwordExpired: false,
    });
  }

  /**
   * Refuses, where an operator sets it, an issuer the outbound guard would refuse to call (in
   * production: anything but https on a public address), so the mistake shows at once.
   */
  function assertProviderAddress(issuer: string, field: string) {
    const problem = outboundUrlProblem(issuer, ctx.publicOnlyOutbound);
    if (problem)
      throw new AppError(
        'OUTBOUND_ADDRESS_REFUSED',
        `The issuer must be an https address on the public internet (${problem}).`,
        [{ field, message: 'public_https_only' }],
      );
  }

  /** Operations: sets a brand's provider (issuer, client credentials). */
  async function configure(
    brandId: number,
    provider: TSocialProvider,
    p: { issuer: string; clientId: string; clientSecret: string; enabled: boolean },
  ) {
    assertProviderAddress(p.issuer, 'issuer');
    // The secret is sealed for the row it lands in: the brand's existing row of this provider, or
    // a new one whose id is taken first. One transaction, the row locked: a concurrent change waits.
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: brandSocialProviders.id })
        .from(brandSocialProviders)
        .where(and(eq(brandSocialProviders.brandId, brandId), eq(brandSocialProviders.provider, provider)))
        .for('update');
      const id = existing?.id ?? (await reserveId(tx, 'brand_social_providers'));
      const values = { ...p, clientSecret: clientSecrets.seal(id, 'client_secret', p.clientSecret) };
      if (existing) await tx.update(brandSocialProviders).set(values).where(eq(brandSocialProviders.id, id));
      else await tx.insert(brandSocialProviders).values({ id, brandId, provider, ...values });
    });
  }

  /** The brand's providers as the back office sees them: the client secret only as set or not. */
  async function findProviders(tx: DbOrTx, brandId: number) {
    const rows = await tx
      .select()
      .from(brandSocialProviders)
      .where(eq(brandSocialProviders.brandId, brandId))
      .orderBy(asc(brandSocialProviders.provider));
    return rows.map((r) => ({
      provider: r.provider as TSocialProvider,
      issuer: r.issuer,
      clientId: r.clientId,
      clientSecretSet: r.clientSecret.length > 0,
      enabled: r.enabled,
    }));
  }

  /**
   * Replaces the brand's providers inside `tx`; an entry without a secret keeps the stored one,
   * and a new provider must bring one.
   */
  async function replaceProviders(
    tx: DbOrTx,
    brandId: number,
    list: {
      provider: TSocialProvider;
      issuer: string;
      clientId: string;
      clientSecret?: string | null;
      enabled: boolean;
    }[],
  ) {
    const stored = await tx
      .select()
      .from(brandSocialProviders)
      .where(eq(brandSocialProviders.brandId, brandId));
    const byProvider = new Map(stored.map((r) => [r.provider, r]));
    const rows = [];
    for (const [i, { clientSecret, ...p }] of list.entries()) {
      assertProviderAddress(p.issuer, `oidc.${i}.issuer`);
      const kept = byProvider.get(p.provider);
      if (!clientSecret && !kept)
        throw new AppError('VALIDATION_FAILED', 'A new provider needs its client secret.', [
          { field: `oidc.${p.provider}.clientSecret`, message: 'required' },
        ]);
      // A provider keeps its row id, so its stored secret (sealed for that row) still opens; a new
      // one takes its id first, for its secret to be sealed for it.
      const id = kept?.id ?? (await reserveId(tx, 'brand_social_providers'));
      const secret = clientSecret
        ? clientSecrets.seal(id, 'client_secret', clientSecret)
        : kept!.clientSecret;
      rows.push({ id, brandId, ...p, clientSecret: secret });
    }
    await tx.delete(brandSocialProviders).where(eq(brandSocialProviders.brandId, brandId));
    if (rows.length > 0) await tx.insert(brandSocialProviders).values(rows);
  }

  return { start, callback, exchange, configure, findProviders, replaceProviders };
}
export type SocialService = ReturnType<typeof createSocialService>;
