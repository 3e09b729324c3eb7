/**
 * `npm run seed`: migrates, then replaces the seed data with a fresh copy. With PGlite, stop the
 * server first: a PGlite data folder is opened by one process at a time.
 */
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { reseed } from './';

const config = readConfig();
const database = await openDatabase(config);
try {
  await migrate(database.db);
  const report = await reseed(database.db);
  const summary = Object.entries(report)
    .map(([domain, rows]) => `${domain} ${rows}건`)
    .join(', ');
  console.log(`시드 데이터를 다시 채웠어요 (${database.kind}): ${summary}`);
} finally {
  await database.close();
}
