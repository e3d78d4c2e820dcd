import { HOUSE_TABLES_API, ZTableRoundProof, type TTableRoundProof } from '@openlobby/contracts';
import { NetworkError, readEnvelope, type TFetch } from '../shared/api.ts';

/** The public proof of one live-table round (no token): its seeds, and the server seed once revealed. */
export async function fetchTableRoundProof(
  roundId: string,
  fetchImpl: TFetch = (input, init) => fetch(input, init),
): Promise<TTableRoundProof> {
  let response: Response;
  try {
    response = await fetchImpl(HOUSE_TABLES_API.roundProof.replace(':roundId', encodeURIComponent(roundId)), {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'network error');
  }
  return readEnvelope(await response.json().catch(() => null), ZTableRoundProof, response.status);
}
