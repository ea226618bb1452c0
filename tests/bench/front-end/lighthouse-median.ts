import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

export interface LighthouseFigures {
  readonly url: string
  readonly runs: number
  /** From the median run (closest to the median FCP and TTI, Lighthouse's own choice). */
  readonly performance: number
  readonly cls: number
  readonly lcpMs: number
  readonly tbtMs: number
  readonly fcpMs: number
  readonly speedIndexMs: number
  /** Every run's performance score, to show the spread. */
  readonly scores: readonly number[]
  /** Requests any run made to a host other than this machine (must stay empty). */
  readonly offMachineRequests: readonly string[]
  /** What Lighthouse says would help, in the median run: failing audits of the performance category. */
  readonly advice: readonly string[]
}

const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost'])

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

const requestedUrls = (lhr: Result): string[] => {
  const details = lhr.audits['network-requests']?.details
  if (details?.type !== 'table') return []
  return details.items.map((item) => String(item.url))
}

const isOffMachine = (url: string) => {
  const { protocol, hostname } = new URL(url)
  return (protocol === 'http:' || protocol === 'https:') && !LOOPBACK_HOSTS.has(hostname)
}

// Failing audits that carry savings or a diagnosis, worst first: the "why" behind a low score.
const adviceOf = (lhr: Result): string[] => {
  const refs = lhr.categories.performance?.auditRefs ?? []
  const ids = refs.filter((ref) => ref.group !== 'metrics').map((ref) => ref.id)
  return ids
    .map((id) => lhr.audits[id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
    .filter((audit) => audit?.scoreDisplayMode === 'metricSavings' || audit?.scoreDisplayMode === 'numeric')
    .map((audit) => `${audit?.title}${audit?.displayValue ? `: ${audit.displayValue}` : ''} (${audit?.id})`)
}

// A run whose trace Lighthouse could not read (NO_NAVSTART, seen now and then on a first run) is taken
// again; a page that fails three times in a row fails the benchmark.
const ATTEMPTS = 3
const oneRun = async (url: string, port: number): Promise<Result> => {
  let failure = ''
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (!result.lhr.runtimeError) return result.lhr
    failure = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`
    console.log(`      Lighthouse run failed on ${url} (attempt ${attempt}): ${failure}`)
  }
  throw new Error(`Lighthouse failed on ${url} ${ATTEMPTS} times: ${failure}`)
}

/**
 * Lighthouse's default configuration (a mid-range phone, simulated slow 4G and 4× CPU slowdown),
 * performance category only, `runs` times on one Chromium, reporting the median run.
 */
export const lighthouseMedian = async (url: string, runs = 5): Promise<LighthouseFigures> => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // Every host but this machine's is unresolvable, so neither the page nor Chromium can reach out.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  })
  const results: Result[] = []
  try {
    for (let run = 0; run < runs; run++) results.push(await oneRun(url, chrome.port))
  } finally {
    chrome.kill()
  }
  const median = computeMedianRun(results)
  const score = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100)
  return {
    url,
    runs,
    performance: score(median),
    cls: Number(numeric(median, 'cumulative-layout-shift').toFixed(3)),
    lcpMs: Math.round(numeric(median, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(median, 'total-blocking-time')),
    fcpMs: Math.round(numeric(median, 'first-contentful-paint')),
    speedIndexMs: Math.round(numeric(median, 'speed-index')),
    scores: results.map(score),
    offMachineRequests: [...new Set(results.flatMap(requestedUrls).filter(isOffMachine))],
    advice: adviceOf(median),
  }
}
