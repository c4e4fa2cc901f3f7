import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A column's name in a CTE's output (drizzle's own references name the table). */
export const column = (of: AnyPgColumn) => sql.identifier(of.name);
