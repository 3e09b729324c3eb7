/**
 * The tables of the reference server, one file per domain (issue 26, docs/decisions.md "Issue 26:
 * tidy rooms"); `import … from '…/db/schema'` sees them all. Every change to a table comes with a new
 * SQL file in ../migrations (see migrate.ts); db.test.ts checks that both agree. The domain files
 * import each other (foreign keys) and never this index, so there is no import cycle.
 */
export * from './operations';
export * from './members';
export * from './auth';
export * from './catalog';
export * from './survey';
export * from './devices';
export * from './points';
export * from './alarms';
export * from './community';
