import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '#server/db/columns.ts';
import { productPriceTypes, products } from '#server/modules/catalog/schema.ts';
import { users } from '#server/modules/users/schema.ts';

/** A signed-in customer's cart (one per person); the browser keeps a visitor's. */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('carts_user_unique').on(t.user_id)],
);

/**
 * One line of a cart: a product in one price type and how many. No price is stored: a cart is
 * always priced from current data when it is read.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cart_id: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price_type_id: integer('price_type_id')
      .notNull()
      .references(() => productPriceTypes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_unique').on(t.cart_id, t.product_id, t.price_type_id),
    index('cart_items_product_idx').on(t.product_id),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
