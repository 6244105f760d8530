import type { DbOrTx } from './client'

/**
 * A query prepared once per database handle (or transaction) instead of rebuilt on every call: Drizzle spends about
 * 0.1 ms building the SQL of even a one-row select, which the lookups of every signed-in request add up (ADR 145).
 * `build` gets the handle and answers the prepared query (`….prepare()` with `sql.placeholder`s).
 */
export function preparedPerDb<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const byDb = new WeakMap<DbOrTx, T>()
  return (db) => {
    let prepared = byDb.get(db)
    if (!prepared) {
      prepared = build(db)
      byDb.set(db, prepared)
    }
    return prepared
  }
}
