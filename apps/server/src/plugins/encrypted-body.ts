import { createDecipheriv, constants, privateDecrypt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { encryptedCallOf, isEncryptedCall, ZEncryptedBody, ZEncryptedPayload } from '@openlobby/contracts';
import { AppError } from '../lib/app-error.ts';
import { addRouteHook } from '../lib/route-hooks.ts';
import type { SystemService } from '../modules/system/system.service.ts';

const refuse = () => new AppError('ENCRYPTION_REQUIRED', 'This call needs an encrypted body.');

/**
 * Decrypts the body of encrypted (E) calls before validation: the envelope's kid names the brand
 * key, RSA-OAEP(SHA-256) unwraps the AES-256-GCM key, which opens the JSON only for this call
 * (`METHOD /path` as sent is the additional data). The JSON carries a timestamp and a nonce, so a
 * stale or replayed body is refused before the handler runs, and a plain or tampered one too:
 * passwords never travel in clear JSON even where TLS ends early (a proxy, a log).
 */
export const encryptedBodyPlugin = fp(async (app: FastifyInstance, opts: { system: SystemService }) => {
  const { keys } = opts.system;

  async function decrypt(request: FastifyRequest) {
    // The path as the client sent it (parameters filled in), which is what the client seals with.
    const sentPath = request.url.split('?', 1)[0]!;
    const parsed = ZEncryptedBody.safeParse(request.body);
    if (!parsed.success) throw refuse();
    const { kid, iv, data: sealed } = parsed.data;
    const privateKey = await keys.privateKeyOf(request.brand, kid);
    let opened: unknown;
    try {
      const key = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(parsed.data.key, 'base64'),
      );
      const data = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAAD(Buffer.from(encryptedCallOf(request.method, sentPath), 'utf8'));
      decipher.setAuthTag(data.subarray(data.length - 16));
      const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
      opened = JSON.parse(plain.toString('utf8'));
    } catch {
      throw refuse();
    }
    const payload = ZEncryptedPayload.safeParse(opened);
    if (!payload.success) throw refuse();
    await keys.acceptOnce(request.brand, payload.data.ts, payload.data.nonce);
    request.body = payload.data.body;
  }

  // Only the encrypted calls get the hook, as they are declared: other calls never pass it.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => isEncryptedCall(m, route.url))) return;
    addRouteHook(route, 'preValidation', (request, _reply, done) => {
      // A route declared for several methods: only the encrypted ones decrypt.
      if (!isEncryptedCall(request.method, route.url)) return done();
      decrypt(request).then(() => done(), done);
    });
  });
});
