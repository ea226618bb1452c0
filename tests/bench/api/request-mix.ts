// What the load asks for, drawn from the same seeded generator that filled the database, so every
// name, domain and profile id exists without querying the database (PGlite allows one process).

import { companyAt, peopleOf } from '../../../src/adapters/server/demo-data/generate-dataset.ts'
import { seededRandom } from '../../../src/adapters/server/demo-data/seeded-random.ts'
import { BENCH_AS_OF, BENCH_SEED } from '../scale/bench-dataset.ts'

// Companies some users look up far more often than others; one in 1/rank.
const POPULAR_POOL = 1_000
const MAX_PREFIX = 6

const zipfTable = (n: number, exponent = 1) => {
  const cumulative: number[] = []
  let total = 0
  for (let rank = 1; rank <= n; rank++) {
    total += 1 / rank ** exponent
    cumulative.push(total)
  }
  return (u: number) => {
    const target = u * total
    let low = 0
    let high = n - 1
    while (low < high) {
      const mid = (low + high) >> 1
      if ((cumulative[mid] ?? 0) < target) low = mid + 1
      else high = mid
    }
    return low
  }
}

/**
 * Autocomplete requests: a prefix of 1–6 characters of a real company name, short prefixes more
 * often (length weighted 1/length, as each keystroke of a typed name is a request and most stop
 * early) and popular names more often (Zipf over a pool of names drawn from the whole dataset).
 */
export const autocompletePaths = (companies: number, count: number, label: string): string[] => {
  const random = seededRandom(`bench-autocomplete/${label}`)
  const pool = Array.from({ length: POPULAR_POOL }, () => companyAt(BENCH_SEED, random.int(companies)).name)
  const popular = zipfTable(pool.length)
  const length = zipfTable(MAX_PREFIX)
  return Array.from({ length: count }, () => {
    const name = pool[popular(random.next())] ?? ''
    const prefix = name.slice(0, length(random.next()) + 1)
    return `/api/contact/search/company?companyName=${encodeURIComponent(prefix)}`
  })
}

const distinctCompanies = (companies: number, count: number, label: string): number[] => {
  const random = seededRandom(`bench-companies/${label}`)
  const picked = new Set<number>()
  const wanted = Math.min(count, companies)
  while (picked.size < wanted) picked.add(random.int(companies))
  return [...picked]
}

/** Page 1 of the members of distinct companies, so each request pays for a page it has not seen. */
export const membersPaths = (companies: number, count: number, label: string): string[] =>
  distinctCompanies(companies, count, `members/${label}`).map(
    (index) =>
      `/api/contact/company/members?domain=${encodeURIComponent(companyAt(BENCH_SEED, index).domain)}&page=1`,
  )

/** Reveals of distinct people who have an email or a phone, so each request really charges a credit. */
export const revealPaths = (companies: number, count: number, label: string): string[] => {
  const paths: string[] = []
  for (const index of distinctCompanies(companies, Math.ceil(count / 10), `reveal/${label}`)) {
    for (const person of peopleOf(BENCH_SEED, companyAt(BENCH_SEED, index), BENCH_AS_OF))
      if (person.emails.length > 0 || person.phones.length > 0)
        paths.push(`/api/contact/profile/${encodeURIComponent(person.profileId)}?reveal=true`)
    if (paths.length >= count) break
  }
  return paths.slice(0, count)
}
