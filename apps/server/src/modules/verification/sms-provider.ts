import type { Db } from '../../db/client.ts';
import { guardedFetch } from '../../lib/outbound.ts';
import * as repo from './verification.repo.ts';

/** What the platform knows about a message beyond its text: whose it is. */
export type TSmsMeta = { brandId: number };

/**
 * Where SMS go. The verification service writes every attempt to sms_outbox itself (SENT or
 * FAILED, with the provider's name and message id), except a provider whose `send` already wrote
 * the row: that one says so with `recordsItself`, so a message is never listed twice.
 */
export type SmsProvider = {
  name: string;
  recordsItself?: boolean;
  /** Delivers `body` to `to` or throws; answers the provider's id for the message. */
  send(to: string, body: string, meta: TSmsMeta): Promise<{ messageId: string }>;
};

export const OUTBOX_PROVIDER = 'outbox';

/**
 * The development provider: a message goes nowhere but sms_outbox, where the dev outbox call and
 * the back office show it. The row's id is the message id.
 */
export function createOutboxSmsProvider(db: Db): SmsProvider {
  return {
    name: OUTBOX_PROVIDER,
    recordsItself: true,
    send: async (to, body, meta) => {
      const row = await repo.insertSmsOutbox(db, {
        brandId: meta.brandId,
        mobile: to,
        body,
        provider: OUTBOX_PROVIDER,
        status: 'SENT',
      });
      return { messageId: String(row.id) };
    },
  };
}

export type HttpSmsProviderOptions = {
  /** The gateway's send endpoint; it receives POST {"to", "body"} as JSON. */
  url: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token: string;
  /**
   * Production: the gateway must be https on a public address (the URL is an operator's setting;
   * it must not reach the platform's own network). Redirects are never followed either way.
   */
  publicOnly: boolean;
  timeoutMs?: number;
};

/** The longest gateway answer read: an id and a status, not a page. */
const MAX_ANSWER_BYTES = 16 * 1024;

/**
 * An HTTP SMS gateway, called through the outbound guard. A 2xx answer is a sent message (its JSON
 * `messageId` or `id`, when given, is kept); any other status (a 3xx too: redirects are not
 * followed), a refused address, a network error or a time-out throws. Records nothing itself.
 */
export function createHttpSmsProvider({
  url,
  token,
  publicOnly,
  timeoutMs = 10_000,
}: HttpSmsProviderOptions): SmsProvider {
  const fetch = guardedFetch({ publicOnly, timeoutMs, maxBytes: MAX_ANSWER_BYTES });
  return {
    name: 'http',
    send: async (to, body) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ to, body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = await res.text();
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
      return { messageId: messageIdOf(answer) };
    },
  };
}

function messageIdOf(answer: string): string {
  try {
    const parsed: unknown = JSON.parse(answer);
    if (parsed && typeof parsed === 'object') {
      const { messageId, id } = parsed as Record<string, unknown>;
      const value = messageId ?? id;
      if (typeof value === 'string' || typeof value === 'number') return String(value);
    }
  } catch {
    // A gateway that answers 2xx without JSON still sent the message; it just gave no id.
  }
  return '';
}

/** A brand's SMS settings (stored with the brand, edited in the back office). */
export type TBrandSmsSettings = {
  mode: 'platform' | 'http';
  url: string | null;
  token: string | null;
  /** Put before every message, e.g. the brand's name in brackets; empty for none. */
  signature: string;
};

/**
 * Chooses each brand's provider: its own HTTP gateway when it has one, else the platform's. The
 * brand's signature is put before the text. The stored token is sealed: `openToken` opens it
 * (system/brand-setup.service.ts). Gateways are kept per brand, URL and sealed token, so a token is
 * opened once per process and changed settings take effect with the next message.
 */
export function createBrandSmsRouter(
  platform: SmsProvider,
  options: Pick<HttpSmsProviderOptions, 'publicOnly' | 'timeoutMs'> & {
    openToken: (brandId: number, stored: string) => string;
  },
) {
  const { openToken, ...http } = options;
  const gateways = new Map<string, SmsProvider>();
  return (brand: { id: number; providerSettings?: { sms: TBrandSmsSettings } }): SmsProvider => {
    const settings = brand.providerSettings?.sms;
    let provider = platform;
    if (settings?.mode === 'http' && settings.url && settings.token) {
      const key = `${brand.id}\n${settings.url}\n${settings.token}`;
      provider =
        gateways.get(key) ??
        createHttpSmsProvider({ url: settings.url, token: openToken(brand.id, settings.token), ...http });
      gateways.set(key, provider);
    }
    const signature = settings?.signature.trim();
    if (!signature) return provider;
    return { ...provider, send: (to, body, meta) => provider.send(to, `${signature} ${body}`, meta) };
  };
}
