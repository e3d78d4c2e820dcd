import { randomBytes } from 'node:crypto';
import { toMinor, type ZDepositChannelInput } from '@openlobby/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import { channelView } from './deposits.service.ts';
import * as repo from './payments.repo.ts';

type TChannelInput = z.infer<typeof ZDepositChannelInput>;

const adminView = (c: repo.TChannelRow, decimals: number) => ({
  ...channelView(c, decimals),
  gateway: c.gateway as 'manual' | 'sandbox',
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

/** Finance's view of a brand's deposit channels; a channel in use is disabled, never deleted. */
export async function findAdminChannels(tx: Tx, brand: TBrand) {
  return (await repo.findChannels(tx, brand.id, false)).map((c) => adminView(c, brand.currencyDecimals));
}

/**
 * Saves the brand's channel list: entries with an id update that channel, new ones are created (a
 * gateway channel gets its signing secret), and channels left out are disabled.
 */
export async function saveChannels(tx: Tx, brand: TBrand, list: TChannelInput[]) {
  const before = await findAdminChannels(tx, brand);
  const known = new Set(before.map((c) => c.id));
  for (const c of list)
    if (c.id !== undefined && !known.has(c.id)) throw new AppError('NOT_FOUND', `No channel ${c.id}.`);
  const kept = new Set<number>();
  for (const c of list) {
    const values = {
      kind: c.kind,
      name: c.name,
      gateway: c.gateway,
      minMinor: limitOf(brand, c.min, 'min'),
      maxMinor: limitOf(brand, c.max, 'max'),
      receiving: c.receiving,
      enabled: c.enabled,
      sort: c.sort,
    };
    if (c.id !== undefined) {
      const current = await repo.findChannel(tx, brand.id, c.id);
      await repo.updateChannel(tx, brand.id, c.id, {
        ...values,
        secret: current?.secret ?? (c.gateway === 'manual' ? null : randomBytes(32).toString('hex')),
      });
      kept.add(c.id);
    } else {
      const created = await repo.insertChannel(tx, {
        brandId: brand.id,
        ...values,
        secret: c.gateway === 'manual' ? null : randomBytes(32).toString('hex'),
      });
      kept.add(created.id);
    }
  }
  for (const c of before)
    if (!kept.has(c.id)) await repo.updateChannel(tx, brand.id, c.id, { enabled: false });
  return { before, after: await findAdminChannels(tx, brand) };
}
