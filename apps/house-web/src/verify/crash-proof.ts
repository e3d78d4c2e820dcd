import { HOUSE_CRASH_API, ZCrashProof, type TCrashProof } from '@openlobby/contracts';
import { NetworkError, readEnvelope, type TFetch } from '../shared/api.ts';

/** The public proof of one Rocket Crash game (no token), by its round id or its hash. */
export async function fetchCrashProof(
  game: string,
  fetchImpl: TFetch = (input, init) => fetch(input, init),
): Promise<TCrashProof> {
  let response: Response;
  try {
    response = await fetchImpl(HOUSE_CRASH_API.proof.replace(':game', encodeURIComponent(game)), {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'network error');
  }
  return readEnvelope(await response.json().catch(() => null), ZCrashProof, response.status);
}
