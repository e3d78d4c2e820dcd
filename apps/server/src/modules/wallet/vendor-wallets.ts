/** One move of money between our ledger and a vendor's own wallet for one member. */
export type TVendorTransfer = {
  brandCode: string;
  vendorCode: string;
  memberId: number;
  account: string;
  amountMinor: bigint;
  /** Our id of the move; the vendor must apply the same id once only (retries reuse it). */
  transferId: string;
};

/**
 * What the wallet needs of a vendor whose games keep money in a wallet of their own (a transfer
 * wallet, DESIGN.md "Games"): put money in, take it out. The games issue adds adapters that speak
 * to vendors over HTTP; both calls must be idempotent per transferId and throw when refused.
 */
export type VendorWalletAdapter = {
  deposit(t: TVendorTransfer): Promise<void>;
  withdraw(t: TVendorTransfer): Promise<void>;
};

/**
 * A vendor whose wallet is the member's VENDOR account in our own ledger (the house games, and every
 * vendor until an HTTP adapter is registered): the ledger entry is the whole transfer.
 */
export const LEDGER_HELD_WALLET: VendorWalletAdapter = {
  deposit: async () => undefined,
  withdraw: async () => undefined,
};

/** Vendor code → adapter; vendors without one keep their wallet in the ledger. */
export function createVendorWallets(adapters: Record<string, VendorWalletAdapter> = {}) {
  return {
    adapterFor: (vendorCode: string): VendorWalletAdapter => adapters[vendorCode] ?? LEDGER_HELD_WALLET,
    register: (vendorCode: string, adapter: VendorWalletAdapter) => {
      adapters[vendorCode] = adapter;
    },
  };
}
export type VendorWallets = ReturnType<typeof createVendorWallets>;
