import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brandIdColumn } from '../system/system.schema.ts';

/** Game vendors known to the platform; a brand switches them on through brand_vendors. */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    accountTypeId: integer('account_type_id').notNull(),
  },
  (t) => [
    uniqueIndex('vendors_code_category_key').on(t.code, t.category),
    check(
      'vendors_category',
      sql`${t.category} in ('LIVE','RNG','CONS','SPORTS','LOTT','FISH','ELOTT','PVP')`,
    ),
  ],
);

/** Which vendors a brand offers, in which order, and whether they are hot or under maintenance. */
export const brandVendors = pgTable(
  'brand_vendors',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    isHot: boolean('is_hot').notNull().default(false),
    maintenance: boolean('maintenance').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('brand_vendors_brand_vendor_key').on(t.brandId, t.vendorId),
    index('brand_vendors_brand_sort_idx').on(t.brandId, t.sort),
  ],
);
