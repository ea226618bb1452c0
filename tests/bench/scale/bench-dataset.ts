// The one dataset every benchmark loads and queries: the product's demo generator with a fixed seed and
// date, so a cached database, the load benchmark and the API benchmark's request lists all agree.
export const BENCH_SEED = 'leadlens-bench'
export const BENCH_AS_OF = new Date('2026-01-01T00:00:00Z')
