import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { reserveId } from '../lib/sealed-columns.ts';
import { sealChannelSecret } from '../modules/payments/channel-secrets.ts';
import { paymentChannels, paymentSettings } from '../modules/payments/payments.schema.ts';

/** Major units → minor units for seed figures (whole numbers only). */
const minor = (major: number, decimals: number) => BigInt(major) * 10n ** BigInt(decimals);

/**
 * A demo brand's deposit channels: a bank transfer finance approves, an online e-wallet through
 * the built-in sandbox gateway, and a crypto address.
 */
export async function seedDemoPayments(
  db: Db,
  box: SecretBox,
  brand: { id: number; name: string; decimals: number; turnoverPercent: number },
) {
  const d = brand.decimals;
  await db.insert(paymentSettings).values({
    brandId: brand.id,
    withdrawalMinMinor: minor(100, d),
    withdrawalMaxMinor: minor(50_000, d),
    withdrawalDailyCount: 5,
    // Five requests of the largest size would be 250,000; the day's total stops at 100,000.
    withdrawalDailyAmountMinor: minor(100_000, d),
    autoReceiveMinutes: 30,
    turnoverPercent: brand.turnoverPercent,
    transferDailyCount: 10,
  });
  const sandboxId = await reserveId(db, 'payment_channels');
  await db.insert(paymentChannels).values([
    {
      id: sandboxId,
      brandId: brand.id,
      kind: 'EWALLET',
      name: 'Sandbox Pay (instant)',
      gateway: 'sandbox',
      minMinor: minor(10, d),
      maxMinor: minor(50_000, d),
      secret: sealChannelSecret(box, sandboxId, randomBytes(32).toString('hex')),
      sort: 0,
    },
    {
      brandId: brand.id,
      kind: 'BANK',
      name: 'Bank transfer',
      gateway: 'manual',
      minMinor: minor(100, d),
      maxMinor: minor(200_000, d),
      receiving: {
        bankName: 'Demo Commercial Bank',
        accountName: `${brand.name} Ltd.`,
        accountNumber: '6201 0000 8888 1234',
        address: null,
      },
      sort: 1,
    },
    {
      brandId: brand.id,
      kind: 'CRYPTO',
      name: 'USDT (TRC-20)',
      gateway: 'manual',
      minMinor: minor(50, d),
      maxMinor: minor(1_000_000, d),
      receiving: {
        bankName: null,
        accountName: null,
        accountNumber: null,
        address: 'TXyDemoAddr7Qw3oPenLobby9rT5v2ZkM1',
      },
      sort: 2,
    },
  ]);
}
