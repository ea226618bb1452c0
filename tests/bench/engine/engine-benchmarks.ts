// The contact engine against a mail world on loopback (issue 19 §6): verifications a second over many
// domains with the per-server limits on, the time of one find, and the process's memory over the run.

import { SmtpEmailVerifier } from '../../../src/adapters/server/verification/smtp-email-verifier.ts'
import { DEFAULT_VERIFIER_SETTINGS } from '../../../src/adapters/server/verification/verifier-settings.ts'
import { FindEmail } from '../../../src/application/server/find-email.use-case.ts'
import { InMemoryEmailRecords } from '../../../src/application/testing/in-memory-email-records.ts'
import { type MailDomain, type MailHost, startMailWorld } from '../../support/mail-world.ts'

export type EngineFigures = {
  readonly addresses: number
  readonly domains: number
  readonly mailServers: number
  readonly seconds: number
  readonly verificationsPerSecond: number
  readonly verdicts: Record<string, number>
  readonly highestOpenPerServer: number
  readonly find: { readonly runs: number; readonly p50Ms: number; readonly p99Ms: number }
  readonly rssMb: { readonly start: number; readonly peak: number; readonly end: number }
}

const FIRST = ['anna', 'ben', 'cara', 'dan', 'eve', 'finn', 'gia', 'hugo', 'ines', 'jon']
const LAST = ['lopez', 'schmidt', 'ng', 'okafor', 'rossi', 'wei', 'novak', 'silva', 'kim', 'berg']
const rssMb = () => Math.round(process.memoryUsage().rss / 1_048_576)
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/** `domains` domains on `servers` mail servers (as providers host many), one in ten catch-all. */
const worldOf = (domains: number, servers: number) => {
  const hosts: MailHost[] = []
  const mailDomains: MailDomain[] = []
  const people = (d: number) => FIRST.map((first, i) => `${first}.${LAST[(i + d) % LAST.length]}`)
  for (let s = 0; s < servers; s++) {
    const served = Array.from({ length: domains }, (_, d) => d).filter((d) => d % servers === s)
    hosts.push({
      name: `mx${s}.bench.mailworld`,
      address: `127.0.${1 + Math.floor(s / 250)}.${1 + (s % 250)}`,
      behaviour:
        s % 10 === 9 ? { kind: 'smtp', catchAll: true } : { kind: 'smtp', mailboxes: served.flatMap(people) },
    })
    for (const d of served)
      mailDomains.push({ name: `d${d}.bench.mailworld`, mx: [`mx${s}.bench.mailworld`] })
  }
  return { hosts, mailDomains, people }
}

export const engineBenchmarks = async ({ quick }: { readonly quick: boolean }): Promise<EngineFigures> => {
  const domains = quick ? 100 : 500
  const addresses = quick ? 2_000 : 10_000
  const servers = quick ? 10 : 50
  const { hosts, mailDomains, people } = worldOf(domains, servers)
  const world = await startMailWorld(mailDomains, hosts)
  const settings = {
    ...DEFAULT_VERIFIER_SETTINGS,
    dnsServers: [world.dnsServer],
    smtpPort: world.smtpPort,
    perHostIntervalMs: 0,
  }
  const rss = { start: rssMb(), peak: rssMb() }
  const sampler = setInterval(() => {
    rss.peak = Math.max(rss.peak, rssMb())
  }, 100)
  try {
    // Half the addresses exist, half are made up; 20 an average domain.
    const list = Array.from({ length: addresses }, (_, i) => {
      const d = i % domains
      const local = i % 2 === 0 ? (people(d)[i % 10] ?? 'x') : `nobody${i}`
      return `${local}@d${d}.bench.mailworld`
    })
    const verifier = new SmtpEmailVerifier(settings)
    const started = performance.now()
    const verdicts: Record<string, number> = {}
    // A bulk run's shape: many addresses in flight, the gate keeping each server to its limit.
    for (let at = 0; at < list.length; at += 200) {
      const batch = await Promise.all(list.slice(at, at + 200).map((a) => verifier.verify(a)))
      for (const v of batch) verdicts[v.verdict] = (verdicts[v.verdict] ?? 0) + 1
    }
    const seconds = (performance.now() - started) / 1000

    // Finds: a person at a domain whose other addresses we hold (the pattern is learnt), one at a time.
    const records = new InMemoryEmailRecords()
    for (let d = 0; d < domains; d++)
      for (const [i, local] of people(d).slice(1).entries())
        records.held.push({
          name: `${FIRST[i + 1]} ${LAST[(i + 1 + d) % LAST.length]}`,
          address: `${local}@d${d}.bench.mailworld`,
          verdict: 'valid',
          reason: null,
          mxHost: null,
          checkedAt: 0,
        })
    const finder = new FindEmail(records, new SmtpEmailVerifier(settings))
    const times: number[] = []
    const runs = quick ? 50 : 200
    for (let r = 0; r < runs; r++) {
      const d = r % domains
      const began = performance.now()
      await finder.execute({
        firstName: FIRST[0] ?? 'anna',
        lastName: LAST[d % LAST.length] ?? 'x',
        domain: `d${d}.bench.mailworld`,
      })
      times.push(performance.now() - began)
    }
    times.sort((a, b) => a - b)
    return {
      addresses,
      domains,
      mailServers: servers,
      seconds: Math.round(seconds * 10) / 10,
      verificationsPerSecond: Math.round(addresses / seconds),
      verdicts,
      highestOpenPerServer: Math.max(...[...world.stats.values()].map((s) => s.highestOpen)),
      find: { runs, p50Ms: Math.round(percentile(times, 50)), p99Ms: Math.round(percentile(times, 99)) },
      rssMb: { start: rss.start, peak: rss.peak, end: rssMb() },
    }
  } finally {
    clearInterval(sampler)
    await world.close()
  }
}
