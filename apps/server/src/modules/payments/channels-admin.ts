import { randomBytes } from 'node:crypto';
import { toMinor, type ZAdminDepositChannel, type ZDepositChannelInput } from '@openlobby/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { reserveId } from '../../lib/sealed-columns.ts';
import type { TBrand } from '../system/system.service.ts';
import { channelView } from './deposits.service.ts';
import { sealChannelSecret } from './channel-secrets.ts';
import * as repo from './payments.repo.ts';

type TChannelInput = z.infer<typeof ZDepositChannelInput>;
type TAdminDepositChannel = z.infer<typeof ZAdminDepositChannel>;

/** Finance's view of a channel: a hosted gateway's secret only as set or not. */
const adminView = (c: repo.TChannelRow, decimals: number): TAdminDepositChannel => ({
  ...channelView(c, decimals),
  gateway: c.gateway as TAdminDepositChannel['gateway'],
  hosted:
    c.gateway === 'hosted'
      ? { merchantId: c.merchantId ?? '', apiBaseUrl: c.apiBaseUrl ?? '', secretSet: Boolean(c.secret) }
      : null,
  receiving: c.receiving ?? null,
  enabled: c.enabled,
  sort: c.sort,
});

const limitOf = (brand: TBrand, amount: number, field: string) => {
  const minor = toMinor(amount, brand.currencyDecimals);
  if (minor === null)
    throw new AppError('VALIDATION_FAILED', `Limits allow at most ${brand.currencyDecimals} decimals.`, [
      { field, message: 'tooPrecise' },
    ]);
  return minor;
};

/**
 * A channel's gateway settings as stored. The sandbox keeps its generated secret while it stays a
 * sandbox channel; a hosted channel takes the secret its gateway issued (write-only: none given
 * keeps the stored one, but a channel that was not hosted before must be given one, so another
 * gateway's key never signs for this one); a manual channel has none. A new secret is sealed for
 * the channel's row `id`; a kept one stays as stored (sealed for that same row).
 */
function gatewayOf(
  box: SecretBox,
  id: number,
  c: TChannelInput,
  index: number,
  current: repo.TChannelRow | undefined,
) {
  if (c.gateway === 'manual') return { secret: null, merchantId: null, apiBaseUrl: null };
  if (c.gateway === 'sandbox')
    return {
      secret:
        current?.gateway === 'sandbox' && current.secret
          ? current.secret
          : sealChannelSecret(box, id, randomBytes(32).toString('hex')),
      merchantId: null,
      apiBaseUrl: null,
    };
  const kept = current?.gateway === 'hosted' ? current.secret : null;
  const secret = c.hosted?.secret ? sealChannelSecret(box, id, c.hosted.secret) : kept;
  if (!c.hosted || !secret)
    throw new AppError('VALIDATION_FAILED', 'A hosted gateway needs its signing secret.', [
      { field: `${index}.hosted.secret`, message: 'required' },
    ]);
  return { secret, merchantId: c.hosted.merchantId, apiBaseUrl: c.hosted.apiBaseUrl };
}

/** Finance's view of a brand's deposit channels; a channel in use is disabled, never deleted. */
export async function findAdminChannels(tx: Tx, brand: TBrand) {
  return (await repo.findChannels(tx, brand.id, false)).map((c) => adminView(c, brand.currencyDecimals));
}

/**
 * Saves the brand's channel list: entries with an id update that channel, new ones are created (a
 * gateway channel gets its signing secret), and channels left out are disabled.
 */
export async function saveChannels(tx: Tx, box: SecretBox, brand: TBrand, list: TChannelInput[]) {
  const before = await findAdminChannels(tx, brand);
  const known = new Set(before.map((c) => c.id));
  for (const c of list)
    if (c.id !== undefined && !known.has(c.id)) throw new AppError('NOT_FOUND', `No channel ${c.id}.`);
  const kept = new Set<number>();
  for (const [index, c] of list.entries()) {
    const current = c.id === undefined ? undefined : await repo.findChannel(tx, brand.id, c.id);
    // A new channel's id is taken first: its secret is sealed for that row.
    const id = c.id ?? (await reserveId(tx, 'payment_channels'));
    const values = {
      kind: c.kind,
      name: c.name,
      gateway: c.gateway,
      minMinor: limitOf(brand, c.min, 'min'),
      maxMinor: limitOf(brand, c.max, 'max'),
      receiving: c.receiving,
      enabled: c.enabled,
      sort: c.sort,
      ...gatewayOf(box, id, c, index, current),
    };
    if (c.id !== undefined) {
      await repo.updateChannel(tx, brand.id, c.id, values);
      kept.add(c.id);
    } else {
      const created = await repo.insertChannel(tx, { id, brandId: brand.id, ...values });
      kept.add(created.id);
    }
  }
  for (const c of before)
    if (!kept.has(c.id)) await repo.updateChannel(tx, brand.id, c.id, { enabled: false });
  return { before, after: await findAdminChannels(tx, brand) };
}
