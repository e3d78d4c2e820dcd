import { createDecipheriv, constants, privateDecrypt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ENCRYPTED_CALLS, ZEncryptedBody } from '@openlobby/contracts';
import { AppError } from '../lib/app-error.ts';
import { addRouteHook } from '../lib/route-hooks.ts';
import type { SystemService } from '../modules/system/system.service.ts';

const refuse = () => new AppError('ENCRYPTION_REQUIRED', 'This call needs an encrypted body.');

/**
 * Decrypts the body of encrypted (E) calls before validation: RSA-OAEP(SHA-256) unwraps the AES-256-GCM
 * key, which opens the JSON. A plain or tampered body is refused, so passwords never travel in clear
 * JSON even where TLS ends early (a proxy, a log).
 */
export const encryptedBodyPlugin = fp(async (app: FastifyInstance, opts: { system: SystemService }) => {
  async function decrypt(request: FastifyRequest) {
    const parsed = ZEncryptedBody.safeParse(request.body);
    if (!parsed.success) throw refuse();
    try {
      const key = privateDecrypt(
        {
          key: await opts.system.getPrivateKey(request.brand),
          padding: constants.RSA_PKCS1_OAEP_PADDING,
          oaepHash: 'sha256',
        },
        Buffer.from(parsed.data.key, 'base64'),
      );
      const data = Buffer.from(parsed.data.data, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(parsed.data.iv, 'base64'));
      decipher.setAuthTag(data.subarray(data.length - 16));
      const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
      request.body = JSON.parse(plain.toString('utf8'));
    } catch {
      throw refuse();
    }
  }
  // Only the encrypted calls get the hook, as they are declared: other calls never pass it.
  app.addHook('onRoute', (route) => {
    if (!ENCRYPTED_CALLS.includes(route.url)) return;
    addRouteHook(route, 'preValidation', (request, _reply, done) => {
      decrypt(request).then(() => done(), done);
    });
  });
});
