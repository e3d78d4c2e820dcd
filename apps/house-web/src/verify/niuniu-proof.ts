import { HOUSE_NIUNIU_API, ZNiuniuHandProof, type TNiuniuHandProof } from '@openlobby/contracts';
import { NetworkError, readEnvelope, type TFetch } from '../shared/api.ts';

/** The public proof of one Niu-Niu hand (no token): its seed, cards and settlement once shown. */
export async function fetchNiuniuHandProof(
  handId: string,
  fetchImpl: TFetch = (input, init) => fetch(input, init),
): Promise<TNiuniuHandProof> {
  let response: Response;
  try {
    response = await fetchImpl(HOUSE_NIUNIU_API.handProof.replace(':handId', encodeURIComponent(handId)), {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'network error');
  }
  return readEnvelope(await response.json().catch(() => null), ZNiuniuHandProof, response.status);
}
