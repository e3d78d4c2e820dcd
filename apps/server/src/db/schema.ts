/** Every table of every module, for Drizzle's relational queries and drizzle-kit. */
export * from '../modules/system/system.schema.ts';
export * from '../modules/content/content.schema.ts';
export * from '../modules/games/games.schema.ts';
export * from '../modules/identity/identity.schema.ts';
export * from '../modules/verification/verification.schema.ts';
export * from '../modules/admin/admin.schema.ts';
export * from '../modules/ledger/ledger.schema.ts';
export * from '../modules/payments/payments.schema.ts';
export * from '../modules/house/house.schema.ts';
export * from '../modules/wallet/game-wallet.schema.ts';
export * from '../modules/bets/bets.schema.ts';
export * from '../modules/agents/agents.schema.ts';
export * from '../modules/points/points.schema.ts';
export * from '../modules/promotions/promotions.schema.ts';
export * from '../modules/messaging/messaging.schema.ts';
export * from '../modules/chat/chat.schema.ts';
