import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (authenticator secrets, provider credentials, brand keys) are
 * stored sealed with AES-256-GCM under a data key from configuration, so a copy of the database
 * alone does not give them away.
 * The stored form is `v1.<kid>.<iv>.<ciphertext+tag>` (base64url parts): the key id says which key
 * sealed it, so keys can be rotated (new values are sealed with the current key, old keys still
 * open theirs). The additional data names the row and column (`member:42:totp_secret`), so a
 * sealed value copied into another account or column does not open.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Length of a data key in bytes (AES-256). */
export const DATA_KEY_BYTES = 32;
const SEALED = /^v1\.([A-Za-z0-9_-]{8})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22,})$/;
/**
 * What a sealed value starts with: anything else stored in a sealed column is a plain value from
 * before sealing (a base32 authenticator secret, a gateway token, a PEM key), which none starts with.
 */
const SEALED_START = 'v1.';

/** A sealed value that does not open: tampered, bound to another row, or under an unknown key. */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/** The key id: a short digest of the key, so the stored form names its key without revealing it. */
export const keyIdOf = (key: Buffer) =>
  createHash('sha256').update('openlobby data key\n').update(key).digest('base64url').slice(0, 8);

/** Decodes a configured key (base64 or base64url of 32 bytes); undefined when it is not one. */
export function decodeDataKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === DATA_KEY_BYTES ? key : undefined;
}

export type SecretBox = {
  /**
   * What every value sealed under the current key starts with (`v1.<kid>.`): the start-up step
   * asks the database only for values that do not, so a start stays cheap with many rows.
   */
  currentPrefix: string;
  /** Seals `plain` under the current key, bound to `aad` (the row and column it is stored in). */
  seal(plain: string, aad: string): string;
  /** Opens a sealed value stored under `aad`; throws SecretBoxError for anything else, plaintext too. */
  open(sealed: string, aad: string): string;
  /**
   * For the start-up step: the value as it should be stored — a plain value sealed, a
   * value sealed under an old key sealed again under the current one — or undefined when it is
   * already sealed under the current key. Throws SecretBoxError for a value that does not open.
   */
  upgrade(stored: string, aad: string): string | undefined;
};

/** A box sealing with `current` and opening with it or any of `old` (rotation). */
export function createSecretBox(keys: { current: Buffer; old?: readonly Buffer[] }): SecretBox {
  for (const k of [keys.current, ...(keys.old ?? [])])
    if (k.length !== DATA_KEY_BYTES) throw new Error(`a data key must be ${DATA_KEY_BYTES} bytes`);
  const currentId = keyIdOf(keys.current);
  const byId = new Map<string, Buffer>();
  for (const k of [...(keys.old ?? []), keys.current]) byId.set(keyIdOf(k), k);

  function seal(plain: string, aad: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return [VERSION, currentId, iv.toString('base64url'), body.toString('base64url')].join('.');
  }

  function parts(sealed: string) {
    const m = SEALED.exec(sealed);
    if (!m) throw new SecretBoxError('not a sealed value');
    return { kid: m[1]!, iv: Buffer.from(m[2]!, 'base64url'), body: Buffer.from(m[3]!, 'base64url') };
  }

  function open(sealed: string, aad: string): string {
    const { kid, iv, body } = parts(sealed);
    const key = byId.get(kid);
    if (!key) throw new SecretBoxError(`sealed under key ${kid}, which is not configured`);
    if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new SecretBoxError('not a sealed value');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(body.subarray(0, body.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretBoxError('the sealed value does not open here (changed, or stored for another row)');
    }
  }

  function upgrade(stored: string, aad: string): string | undefined {
    if (!stored.startsWith(SEALED_START)) return seal(stored, aad);
    if (parts(stored).kid === currentId) {
      open(stored, aad);
      return undefined;
    }
    return seal(open(stored, aad), aad);
  }

  return { currentPrefix: `${VERSION}.${currentId}.`, seal, open, upgrade };
}

/** The box of a configuration: DATA_ENCRYPTION_KEY seals, it and DATA_ENCRYPTION_KEYS_OLD open. */
export function secretBoxOf(env: {
  DATA_ENCRYPTION_KEY: string;
  DATA_ENCRYPTION_KEYS_OLD: readonly string[];
}) {
  const decode = (text: string) => {
    const key = decodeDataKey(text);
    if (!key) throw new Error(`a data key must be ${DATA_KEY_BYTES} bytes in base64`);
    return key;
  };
  return createSecretBox({
    current: decode(env.DATA_ENCRYPTION_KEY),
    old: env.DATA_ENCRYPTION_KEYS_OLD.map(decode),
  });
}

/** One stored secret the start-up step looks at: where it is (for the additional data) and its value. */
export type TStoredSecret = { id: number; column: string; value: string };

/**
 * The start-up step's core, shared by the tables that keep sealed secrets: seals every plain value
 * and re-seals every value under an old key, writing each through `write` (which must only replace
 * the value it was given, so two processes starting together cannot undo each other). Answers how
 * many it wrote; throws, naming each one, when some value does not open at all: a data key is
 * missing from the configuration, and starting anyway would lock those accounts out silently.
 */
export async function upgradeStoredSecrets(
  box: SecretBox,
  what: string,
  stored: readonly TStoredSecret[],
  aadOf: (s: TStoredSecret) => string,
  write: (s: TStoredSecret, sealed: string) => Promise<void>,
): Promise<number> {
  const unreadable: string[] = [];
  let written = 0;
  for (const s of stored) {
    let sealed: string | undefined;
    try {
      sealed = box.upgrade(s.value, aadOf(s));
    } catch (e) {
      unreadable.push(`${what} ${s.id} ${s.column}: ${(e as Error).message}`);
      continue;
    }
    if (sealed === undefined) continue;
    await write(s, sealed);
    written++;
  }
  if (unreadable.length > 0)
    throw new SecretBoxError(
      `stored secrets that no configured data key opens (DATA_ENCRYPTION_KEYS_OLD may lack a key):\n  ${unreadable.join('\n  ')}`,
    );
  return written;
}
