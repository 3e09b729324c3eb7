/**
 * The deals the bench's page HTML rotates over (issue 24: "a deal's HTML, 100 different deals"). The
 * seed has 26 deals (running, upcoming, ended: what home and its tabs show); a market that has run for a
 * while has many more deals behind it, each page still linked from messengers and search engines. So the
 * bench adds, to its own data folder only and before its server opens it, past deals of catalogue
 * products that had none: ended one to a few weeks ago, a day long each, discounted 20–45%, mostly sold
 * out. Home, its running and upcoming lists and the first page of ended deals stay the seed's (the
 * added deals ended before every seeded one). Run again, it adds nothing.
 */
import { asc, count, desc, max, min, notInArray } from 'drizzle-orm';
import { MEMORY_DATA_DIR } from '../server/config';
import { openDatabase } from '../server/db/client';
import { prepareDatabase } from '../server/db/prepare';
import { deals, products } from '../server/db/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NAMES = ['앵콜 특가', '주말 반짝 특가', '산지 직송 특가', '한정 수량 특가', '타임딜'] as const;

/** Makes sure the database in `dataDir` (PGlite) has at least `total` deals; answers how many it added. */
export async function ensureDeals(dataDir: string, total: number, now = new Date()): Promise<number> {
  if (dataDir === MEMORY_DATA_DIR) throw new Error('the bench adds deals to a data folder it keeps');
  const database = await openDatabase({ databaseUrl: undefined, databaseSchema: undefined, dataDir });
  try {
    // what the server does at its start: migrations and the seed (it finds them done)
    await prepareDatabase(database.db);
    const db = database.db;
    const [{ n = 0, last = 0 } = {}] = await db.select({ n: count(), last: max(deals.id) }).from(deals);
    const missing = total - n;
    if (missing <= 0) return 0;
    const dealt = db.select({ productNo: deals.productNo }).from(deals);
    const candidates = await db
      .select({ productNo: products.productNo, name: products.name, origin: products.origin, listPrice: products.listPrice })
      .from(products)
      .where(notInArray(products.productNo, dealt))
      .orderBy(desc(products.recommendScore), asc(products.productNo))
      .limit(missing);
    if (candidates.length < missing) throw new Error(`only ${candidates.length} products without a deal: cannot make ${total} deals`);
    const [{ firstEnd } = { firstEnd: now }] = await db.select({ firstEnd: min(deals.endAt) }).from(deals);
    // before every seeded deal's end, so none of the seed's lists changes
    const before = Math.min(now.getTime(), new Date(firstEnd ?? now).getTime()) - 7 * DAY;
    const rows = candidates.map((product, i) => {
      const rate = 20 + ((i * 7) % 26);
      const endAt = new Date(before - i * 5 * HOUR);
      const stockTotal = 100 + ((i * 37) % 5) * 50;
      return {
        id: (last ?? 0) + i + 1,
        productNo: product.productNo,
        title: `${product.name.split(' ').slice(0, 3).join(' ')} ${NAMES[i % NAMES.length]}`.slice(0, 100),
        subtitle: `${product.origin}에서 바로 보내드렸던 특가`,
        dealPrice: Math.max(10, Math.round((product.listPrice * (100 - rate)) / 100 / 10) * 10),
        discountRate: rate,
        startAt: new Date(endAt.getTime() - DAY),
        endAt,
        stockTotal,
        stockRemaining: i % 4 === 0 ? Math.round(stockTotal * 0.1) : 0,
        maxPerOrder: stockTotal <= 100 ? 2 : 5,
        sortOrder: (last ?? 0) + i + 1,
      };
    });
    await db.insert(deals).values(rows).onConflictDoNothing();
    return rows.length;
  } finally {
    await database.close();
  }
}
