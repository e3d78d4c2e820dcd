/** Whose wallet at a vendor: our member under one vendor code, in the brand's currency. */
export type TVendorPlayer = {
  brandCode: string;
  vendorCode: string;
  memberId: number;
  currency: string;
};

/** One move of money between our ledger and a vendor's own wallet for one member. */
export type TVendorTransfer = TVendorPlayer & {
  direction: 'IN' | 'OUT';
  amountMinor: bigint;
  /** Our id of the move; the vendor must apply the same id once only (retries reuse it). */
  transferId: string;
};

/** The vendor answered a definitive refusal: nothing was applied. */
export class VendorRefusedError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, status: number, message: string) {
    super(message);
    this.name = 'VendorRefusedError';
    this.code = code;
    this.status = status;
  }
}

/** Why an outcome is unknown: no connection or a cut one, our timeout, a 5xx, or an answer we cannot read. */
export type TUnreachableReason = 'NETWORK' | 'TIMEOUT' | 'SERVER_ERROR' | 'BAD_ANSWER' | 'BAD_SIGNATURE';

/** The vendor may or may not have applied the call: the move stays pending until reconciled. */
export class VendorUnreachableError extends Error {
  readonly reason: TUnreachableReason;
  readonly status?: number;

  constructor(reason: TUnreachableReason, message: string, opts: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: opts.cause });
    this.name = 'VendorUnreachableError';
    this.reason = reason;
    this.status = opts.status;
  }
}

/**
 * What the wallet needs of a vendor whose games keep money in a wallet of their own (a transfer
 * wallet, DESIGN.md "Games"): move money in or out, once per transfer id, answering the player's
 * balance there afterwards; and read that balance. Throws VendorRefusedError or VendorUnreachableError.
 */
export type VendorWalletAdapter = {
  transfer(t: TVendorTransfer): Promise<{ balanceMinor: bigint }>;
  balance(p: TVendorPlayer): Promise<bigint>;
};

/** How a brand's vendor is integrated (the games module's catalogue knows). */
export type TVendorIntegration = { integration: string; walletModel: 'SEAMLESS' | 'TRANSFER' };

/**
 * The transfer wallets the platform can reach: a vendor of the brand whose wallet model is TRANSFER
 * and whose integration has an adapter here (e.g. SIMULATOR → the simulator's HTTP client).
 */
export function createVendorWallets(d: {
  vendorOf: (brand: { id: number }, vendorCode: string) => Promise<TVendorIntegration | undefined>;
  adapters: ReadonlyMap<string, VendorWalletAdapter>;
}) {
  return {
    adapterFor: async (
      brand: { id: number },
      vendorCode: string,
    ): Promise<VendorWalletAdapter | undefined> => {
      const vendor = await d.vendorOf(brand, vendorCode);
      return vendor?.walletModel === 'TRANSFER' ? d.adapters.get(vendor.integration) : undefined;
    },
  };
}
export type VendorWallets = ReturnType<typeof createVendorWallets>;
