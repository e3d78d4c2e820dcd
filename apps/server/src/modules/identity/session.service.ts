import {
  isAgentType,
  TRIAL_TYPE,
  type TLoginInfo,
  type TMemberInfo,
  type TSessionValues,
} from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import type { IdentityContext, TClient } from './identity.context.ts';
import * as repo from './identity.repo.ts';
import type { TMemberRow } from './identity.repo.ts';
import { renderAvatar } from './avatar.ts';
import { hashSecret, newToken } from '../../lib/secrets.ts';

const CLUB_LABELS = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'];

/** A resolved session: what route handlers see as `request.session`. */
export type TSession = { id: number; restricted: boolean; member: TMemberRow };

export const isTrial = (m: TMemberRow) => m.type === TRIAL_TYPE;

export function sessionValues(brand: TBrand, m: TMemberRow): TSessionValues {
  return {
    account: m.account,
    nickname: m.nickname,
    customerId: m.id,
    type: m.type,
    isAgent: isAgentType(m.type),
    isTrial: isTrial(m),
    merchantCode: brand.code,
    memberLabel: CLUB_LABELS[Math.min(m.vipLevel, CLUB_LABELS.length - 1)] ?? null,
    vipRankLevel: m.vipLevel,
    currency: { code: brand.currencyCode, symbol: brand.currencySymbol, decimals: brand.currencyDecimals },
  };
}

/** Sessions: issued at every login with a new random token, looked up by its hash, revocable. */
export function createSessionService({ db, now, onSessionsRevoked }: IdentityContext) {
  /** Opens a session and answers the login info; `restricted` sessions may only change the password. */
  async function issue(
    brand: TBrand,
    member: TMemberRow,
    a: { method: string; client: TClient; mustChangePassword: boolean; passwordExpired: boolean },
  ): Promise<TLoginInfo> {
    const token = newToken();
    const at = now();
    await repo.insertSession(db, {
      brandId: brand.id,
      memberId: member.id,
      tokenHash: hashSecret(token),
      method: a.method,
      restricted: a.mustChangePassword,
      ip: a.client.ip,
      userAgent: a.client.userAgent?.slice(0, 300),
      expiresAt: new Date(at.getTime() + brand.authSettings.sessionTtlHours * 3_600_000),
    });
    const firstTimeLogin = member.lastLoginAt === null;
    await repo.updateMember(db, member.id, { lastLoginAt: at });
    await repo.rememberIp(db, member.id, a.client.ip, at);
    return {
      token,
      firstTimeLogin,
      passwordExpired: a.passwordExpired,
      mustChangePassword: a.mustChangePassword,
      session: sessionValues(brand, member),
    };
  }

  /** The live session of a token within a brand, or undefined. */
  async function resolve(brand: TBrand, token: string): Promise<TSession | undefined> {
    if (token.length < 16 || token.length > 128) return undefined;
    const row = await repo.findLiveSession(db, hashSecret(token), now());
    if (!row || row.session.brandId !== brand.id || row.member.status !== 'A') return undefined;
    return { id: row.session.id, restricted: row.session.restricted, member: row.member };
  }

  async function logout(session: TSession) {
    await repo.revokeSession(db, session.id, now());
    onSessionsRevoked?.({ memberId: session.member.id, sessionId: session.id });
  }

  function getInfo(brand: TBrand, m: TMemberRow): TMemberInfo {
    return {
      id: m.id,
      account: m.account,
      nickname: m.nickname,
      type: m.type,
      toUpline: m.uplineId !== null,
      regDate: m.createdAt.toISOString(),
      clubLabel: {
        labelName: CLUB_LABELS[Math.min(m.vipLevel, CLUB_LABELS.length - 1)]!,
        rankLevel: m.vipLevel,
      },
      mobileNum: m.mobile ? maskMobile(m.mobile) : null,
      email: m.email ? maskEmail(m.email) : null,
      isAgent: isAgentType(m.type),
      isTrial: isTrial(m),
      hasTotp: m.totpSecret !== null,
    };
  }

  function getIcon(m: TMemberRow) {
    return {
      iconUrl: `data:image/svg+xml;base64,${Buffer.from(renderAvatar(m.account, m.nickname)).toString('base64')}`,
    };
  }

  return { issue, resolve, logout, getInfo, getIcon };
}
export type SessionService = ReturnType<typeof createSessionService>;

/** +66•••••5678: enough for a person to recognise their number. */
export const maskMobile = (mobile: string) =>
  `${mobile.slice(0, 3)}${'•'.repeat(Math.max(0, mobile.length - 7))}${mobile.slice(-4)}`;
/** j•••@mail.example */
export const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
};

/** Refuses trial accounts where only a real account may go (spec §6). */
export function requireRealAccount(session: TSession) {
  if (isTrial(session.member))
    throw new AppError('REAL_ACCOUNT_REQUIRED', 'Register or log in to a real account.');
}
