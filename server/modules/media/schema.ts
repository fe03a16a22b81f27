import { desc } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '#server/db/columns.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { users } from '#server/modules/users/schema.ts';

/**
 * The media gallery: images a seller (company_id set, seen only by that shop) or an admin
 * (company_id null) uploaded, stored as WebP without metadata under `path`, reusable as product photos.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    file_name: text('file_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    uploaded_by_user_id: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('media_files_path_unique').on(t.path),
    index('media_files_company_idx').on(t.company_id, desc(t.id)),
  ],
);
