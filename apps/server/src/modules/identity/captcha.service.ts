import type { TCaptcha } from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { IdentityContext } from './identity.context.ts';
import * as repo from './identity.repo.ts';
import { newCaptchaAnswer, renderCaptcha } from './captcha-image.ts';
import { hashSecret, newToken } from '../../lib/secrets.ts';

const CAPTCHA_TTL_SECONDS = 120;

/** Image captchas: issued on request, checked once, expired after two minutes. */
export function createCaptchaService({
  db,
  now,
  newCaptchaAnswer: answerOf = newCaptchaAnswer,
}: IdentityContext) {
  async function issue(): Promise<TCaptcha> {
    const key = newToken();
    const answer = answerOf();
    await repo.insertCaptcha(db, {
      keyHash: hashSecret(key),
      answerHash: hashSecret(answer),
      expiresAt: new Date(now().getTime() + CAPTCHA_TTL_SECONDS * 1000),
    });
    return { key, image: renderCaptcha(answer).toString('base64'), expiresInSeconds: CAPTCHA_TTL_SECONDS };
  }

  /** Checks an answer; the key is spent whatever the outcome, so each image allows one guess. */
  async function check(key: string | undefined, answer: string | undefined) {
    if (!key || !answer)
      throw new AppError('CAPTCHA_REQUIRED', 'Please enter the captcha.', { captchaRequired: true });
    const used = await repo.useCaptcha(db, hashSecret(key), now());
    if (!used || used.answerHash !== hashSecret(answer.trim())) {
      throw new AppError('CAPTCHA_INVALID', 'Captcha check failed.', { captchaRequired: true });
    }
  }

  return { issue, check };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
