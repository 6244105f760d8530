// Fills a database with synthetic hotels (company, account, subscription, registration payment) to try the admin
// console's lists at scale: `bun scripts/seed-hotels.ts 10000 [database file]`. One INSERT…SELECT per table over a
// recursive counter, so 10,000 hotels take well under a second. Use a copy, never the real database.
import type { Database } from 'bun:sqlite'

/** The cities the synthetic hotels are spread over (search by city finds 1 in 8). */
export const SEED_CITIES = ['Zurich', 'Geneva', 'Basel', 'Lausanne', 'Bern', 'Lugano', 'Lucerne', 'St. Gallen']

/**
 * Each hotel's status by its number n (1-based): 1 in 20 pending, 1 in 50 suspended, 1 in 97 closed, 1 in 31
 * rejected, the rest approved. Two hotels share each creation minute, so the id breaks ties in the list order.
 */
export const SEED_STATUS_SQL = `CASE WHEN n % 20 = 0 THEN 'pending' WHEN n % 50 = 1 THEN 'suspended'
  WHEN n % 97 = 2 THEN 'closed' WHEN n % 31 = 3 THEN 'rejected' ELSE 'approved' END`

export function seedHotels(sqlite: Database, hotels: number, start = new Date('2024-01-01T00:00:00.000Z')) {
  const counter = `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${Math.floor(hotels)})`
  const at = `strftime('%Y-%m-%dT%H:%M:%fZ', '${start.toISOString()}', '+' || (n / 2) || ' minutes')`
  const cities = SEED_CITIES.map((c, i) => `WHEN ${i} THEN '${c}'`).join(' ')
  const pad = `printf('%05d', n)`
  sqlite.transaction(() => {
    sqlite.run(
      `INSERT INTO companies (id, company_name, street_name, building_no, zip_code, city, country, stars,
         is_part_of_association, created_at, updated_at)
       ${counter} SELECT 'seed-c-' || ${pad}, 'Hotel Seed ' || ${pad}, 'Seestrasse', CAST(n % 90 + 1 AS TEXT),
         CAST(8000 + n % 900 AS TEXT), CASE n % ${SEED_CITIES.length} ${cities} END, 'Switzerland', n % 5 + 1,
         n % 2, ${at}, ${at} FROM seq`,
    )
    sqlite.run(
      `INSERT INTO users (id, email, password_hash, f_name, l_name, phone, role, status, locale, company_id,
         status_reason, created_at, updated_at)
       ${counter} SELECT 'seed-u-' || ${pad}, 'hotel' || ${pad} || '@seed.example', 'x', 'Anna', 'Seed' || ${pad},
         '+41791234567', 'user', ${SEED_STATUS_SQL}, 'en', 'seed-c-' || ${pad}, NULL, ${at}, ${at} FROM seq`,
    )
    sqlite.run(
      `INSERT INTO subscriptions (user_id, plan, price_rappen, starts_at, expires_at, auto_renew, updated_at)
       ${counter} SELECT 'seed-u-' || ${pad}, '3-star', 5900, ${at},
         strftime('%Y-%m-%dT%H:%M:%fZ', ${at}, '+' || (n % 700) || ' days'), 1, ${at}
       FROM seq WHERE n % 20 <> 0`,
    )
    // Every tenth hotel paid by bank transfer; a pending hotel's transfer still waits.
    sqlite.run(
      `INSERT INTO payments (id, user_id, provider, provider_reference, bank_reference, amount_rappen, currency, status,
         purpose, plan, created_at, confirmed_at)
       ${counter} SELECT 'seed-p-' || ${pad}, 'seed-u-' || ${pad},
         CASE WHEN n % 10 = 0 THEN 'bank_transfer' ELSE 'stripe' END,
         CASE WHEN n % 10 = 0 THEN NULL ELSE 'pi_seed_' || ${pad} END,
         CASE WHEN n % 10 = 0 THEN 'SEED-' || ${pad} ELSE NULL END,
         5900, 'chf', CASE WHEN n % 20 = 0 THEN 'pending' ELSE 'succeeded' END, 'registration', '3-star', ${at},
         CASE WHEN n % 20 = 0 THEN NULL ELSE ${at} END
       FROM seq`,
    )
  })()
  sqlite.run('ANALYZE')
}

if (import.meta.main) {
  const { openDatabase } = await import('~/db/client')
  const hotels = Number(process.argv[2] ?? 10_000)
  const file = process.argv[3] ?? 'data/hotels-seed.sqlite'
  const db = openDatabase(file)
  const started = performance.now()
  seedHotels(db.sqlite, hotels)
  console.log(`${hotels} hotels in ${file} (${Math.round(performance.now() - started)} ms)`)
  db.close()
}
