import { timestamp } from 'drizzle-orm/pg-core';

/** Column helpers the domain files share. */

/** `timestamp with time zone`: every instant the server stores. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
