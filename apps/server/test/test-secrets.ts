import { ZEnv } from '../src/config/env.ts';
import { secretBoxOf } from '../src/lib/secret-box.ts';

/**
 * The secret box of the test run's configuration (the development data key unless the process
 * sets one): what the test app and the seeds seal with, for services a test builds by hand.
 */
export const testSecretBox = () =>
  secretBoxOf(ZEnv.pick({ DATA_ENCRYPTION_KEY: true, DATA_ENCRYPTION_KEYS_OLD: true }).parse(process.env));

/** A secret as the database keeps it: sealed (`v1.<key id>.<iv>.<sealed>`), never the plain text. */
export const SEALED_VALUE = /^v1\.[\w-]{8}\.[\w-]{16}\.[\w-]{22,}$/;
