import { integer, timestamp } from 'drizzle-orm/pg-core';
import { brands } from '../modules/system/system.schema.ts';

/** The owning brand of a row: every brand-owned table carries it, and no query crosses brands. */
export const brandIdColumn = () =>
  integer('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' });

/** When a row was written. */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
