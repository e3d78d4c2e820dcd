import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token of 256 bits, base64url; only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

/** SHA-256 of a token or code, hex: what the database keeps instead of the secret. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
