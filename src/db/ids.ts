/** Random, time-ordered ids (UUIDv7): never sequential counters in URLs. */
export const newId = () => Bun.randomUUIDv7()
