import type { SecretBox } from '../../lib/secret-box.ts';
import { createSealedColumns, type TSealedTable } from '../../lib/sealed-columns.ts';
import { paymentChannels } from './payments.schema.ts';

/**
 * Deposit channels' gateway signing secrets (the sandbox's and hosted gateways' merchant secrets),
 * sealed at rest (lib/sealed-columns.ts); the start-up step seals plain ones.
 */
export const CHANNEL_SECRETS: TSealedTable = {
  kind: 'payment_channel',
  table: paymentChannels,
  id: paymentChannels.id,
  columns: { secret: paymentChannels.secret },
};

/** A channel's secret sealed for the row `id` it is stored in, and opened from it. */
export const createChannelSecrets = (box: SecretBox) =>
  createSealedColumns<'secret'>(box, CHANNEL_SECRETS.kind);

/** Seals a channel's signing secret for the row `id` it is about to be stored in. */
export const sealChannelSecret = (box: SecretBox, id: number, secret: string) =>
  createChannelSecrets(box).seal(id, 'secret', secret);
