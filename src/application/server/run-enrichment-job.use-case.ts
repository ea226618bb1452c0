import { ALL_PARTS, findEmail, type Parts, verifyEmail } from '../../domain/credits/credit-action.ts'
import type { Charge } from '../../domain/credits/quote.ts'
import { quote } from '../../domain/credits/quote.ts'
import { isDefinite, isDeliverable } from '../../domain/email/email-verdict.ts'
import { nextChunkSize } from '../../domain/enrichment/chunk-size.ts'
import type { RowInput } from '../../domain/enrichment/row-input.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { profileLinkFor } from '../../domain/profiles/profile-link.ts'
import { type Instant, instant } from '../../domain/shared/instant.ts'
import { atMostAtOnce } from './at-most-at-once.ts'
import type { Caller } from './caller.ts'
import { type ChargeCreditsResult, decideCharge } from './charge-credits.use-case.ts'
import { decideReveal, partsFound } from './decide-reveal.ts'
import {
  type Answered,
  askersOf,
  type ChunkRow,
  isInvalidRow,
  isProfileRow,
  isSlowRow,
  keysOf,
  OUT_OF_CREDITS,
  outcomesOf,
  type RowAnswered,
  type RowAsking,
  readChunk,
} from './enrichment-chunk.ts'
import { RUN_ENRICHMENT_JOB } from './enrichment-jobs.use-cases.ts'
import type { FindEmailForUser } from './find-email-for-user.use-case.ts'
import { LeaseRenewal } from './lease-renewal.ts'
import type { Clock } from './ports/clock.port.ts'
import type { ContactAccessRepository, RevealDecision } from './ports/contact-access.repository.port.ts'
import type { ContactSource, PersonRecord } from './ports/contact-source.port.ts'
import type { CreditLedgerRepository, UserId } from './ports/credit-ledger.repository.port.ts'
import type { EmailRecords } from './ports/email-records.port.ts'
import type { EmailVerifier } from './ports/email-verifier.port.ts'
import type { EnrichmentJob, EnrichmentJobs, RowAnswer, StoredRow } from './ports/enrichment-jobs.port.ts'
import type { EnrichmentMail } from './ports/enrichment-mail.port.ts'
import type { JobQueue } from './ports/job-queue.port.ts'
import { type Metrics, NO_METRICS } from './ports/metrics.port.ts'
import { NO_WEBHOOKS, type WebhookEvents } from './ports/webhook-events.port.ts'

export type EnrichmentRunSettings = {
  /** How long a process may hold a job without renewing; a dead holder's job is taken over after it. */
  readonly leaseMs: number
  /** The most rows taken at a time (one database write of answers each). */
  readonly chunk: number
  /**
   * When set, chunks are sized so the part that holds the database (the reveals' transaction and the
   * answers' write) takes about this long (`nextChunkSize`): on the embedded PGlite that part holds the
   * service's thread, and requests wait for it. Unset: every chunk takes `chunk` rows.
   */
  readonly chunkBudgetMs?: number
  /** This process's name on the leases it holds (each run adds its own suffix). */
  readonly owner: string
  /**
   * How long one run works before it hands the job back to the queue (and lets go of its lease): the job
   * engine gives up on a job that runs longer than 15 minutes and would start it again.
   */
  readonly maxRunMs: number
  /**
   * True once the process is stopping: the run stops after the chunk it is on, lets go of its lease and
   * hands the job back to the queue, as after maxRunMs, so another process goes on at once (issue 32).
   */
  readonly handBack?: () => boolean
  /** Where the web app is, for the job's page in the finished-job mail. */
  readonly publicUrl: string
  /** Finder and verifier rows of a chunk worked at once (each waits on mail servers, not on us). */
  readonly slowRowsAtOnce: number
}

// A reveal in a list after the first refusal: not tried, so its row stays pending.
const NOT_TRIED = { _tag: 'NotTried' } as const

const hasContacts = (person: PersonRecord) => {
  const found = partsFound(person)
  return found.emails || found.phones
}

const creditsOf = (charges: readonly Charge[]) => charges.reduce((sum, c) => sum + c.quantity, 0)

const notFound = (reason: string, answer: RowAnswer | null = null): Answered => ({
  status: 'not_found',
  reason,
  answer,
  charged: 0,
})

const answerOf = (person: PersonRecord, revealed: Parts): RowAnswer => {
  const email = revealed.emails ? person.emails[0] : undefined
  const phones = revealed.phones ? person.phones : []
  return {
    email: email?.address ?? null,
    verdict: email?.status ?? null,
    checkedAt: email === undefined ? null : new Date(email.checkedAt).toISOString(),
    phones: phones.map((p) => p.e164),
    whatsapp: phones.some((p) => p.whatsappValid),
    company: person.company?.name ?? null,
    title: person.title,
    profileLink: profileLinkFor(person.profileId),
  }
}

const emailAnswer = (
  address: string,
  verdict: string,
  checkedAt: string,
  company: string | null,
): RowAnswer => ({
  email: address,
  verdict,
  checkedAt,
  phones: [],
  whatsapp: false,
  company,
  title: null,
  profileLink: null,
})

/**
 * Works one enrichment job (the `enrichment.run` job): takes the job's lease, answers its pending rows a
 * chunk at a time in file order, stores each chunk's answers, and renews the lease, until every row is
 * answered (finished: the mail goes once), the user cancels, or credits run out (paused).
 *
 * Each row is charged by the rules of its single-call twin: a profile link like a reveal (a person this
 * user revealed is free), a name like the finder and an address like the verifier (an address this user
 * was charged for is free again). So working a row again after a crash or in a second process charges
 * nothing twice; a later row asking the same question copies the first one's answer for free.
 */
export class RunEnrichmentJob {
  constructor(
    private readonly jobs: EnrichmentJobs,
    private readonly source: ContactSource,
    private readonly access: ContactAccessRepository,
    private readonly finder: FindEmailForUser,
    private readonly verifier: EmailVerifier,
    private readonly records: EmailRecords,
    private readonly ledger: CreditLedgerRepository,
    /** The finished-job mail (its words are the mail adapter's). */
    private readonly mail: EnrichmentMail,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly settings: EnrichmentRunSettings,
    private readonly events: WebhookEvents = NO_WEBHOOKS,
    private readonly metrics: Pick<Metrics, 'bulkRows'> = NO_METRICS,
  ) {}

  async execute(jobId: string): Promise<void> {
    const owner = `${this.settings.owner}:${Math.random().toString(36).slice(2, 10)}`
    const started = this.clock.now()
    // The last row this run answered: every row up to it has its answer, so the next chunk starts after it.
    let answeredTo: number | undefined
    const { chunk, chunkBudgetMs } = this.settings
    // With a budget, start at the least: the first chunk measures the pace before a big one holds the thread.
    const least = Math.ceil(chunk / 4)
    let size = chunkBudgetMs === undefined ? chunk : least
    for (;;) {
      if (this.clock.now() - started > this.settings.maxRunMs || this.settings.handBack?.() === true) {
        await this.jobs.release(jobId, owner)
        await this.queue.send(RUN_ENRICHMENT_JOB, { jobId })
        return
      }
      const job = await this.takeLease(jobId, owner)
      if (job === undefined) return
      const rows = await this.nextRows(jobId, answeredTo, size)
      if (rows.length === 0) {
        if (await this.jobs.transition(jobId, ['running'], 'finished', this.clock.now()))
          await this.announce(jobId)
        await this.notify(jobId)
        return
      }
      const { outcomes, stop, revealMs } = await this.work(job, rows, owner)
      const recording = performance.now()
      await this.jobs.record(jobId, outcomes)
      for (const status of ['found', 'not_found', 'invalid'] as const)
        this.metrics.bulkRows(status, outcomes.filter((outcome) => outcome.status === status).length)
      if (chunkBudgetMs !== undefined) {
        const heldMs = revealMs + performance.now() - recording
        size = nextChunkSize({ rows: rows.length, heldMs, budgetMs: chunkBudgetMs, least, most: chunk })
      }
      if (stop === 'credits') {
        await this.jobs.transition(jobId, ['running'], 'paused', this.clock.now())
        return
      }
      if (stop === 'lease') return
      answeredTo = rows.at(-1)?.rowNo
    }
  }

  /**
   * The next chunk: after the rows this run answered, and once those run out, from the first row again,
   * so the job finishes only when no row at all is left without an answer.
   */
  private async nextRows(jobId: string, answeredTo: number | undefined, chunk: number) {
    const after = answeredTo === undefined ? [] : await this.jobs.pendingRows(jobId, chunk, answeredTo)
    return after.length > 0 ? after : this.jobs.pendingRows(jobId, chunk)
  }

  private async takeLease(jobId: string, owner: string) {
    const now = this.clock.now()
    return this.jobs.lease(jobId, owner, now, instant(now + this.settings.leaseMs))
  }

  /**
   * Answers a chunk: each question once (the first row of a key not answered before asks it; later rows
   * copy its answer for free). Invalid rows are answered at once. The profile rows' reveals go as one
   * list (`revealMany`: one transaction under the user's lock, each person decided in file order as
   * single reveals would be); then the finder and verifier rows, a few at a time. Nothing that needs
   * credits is tried after the first row credits could not pay, in file order: that row and the ones it
   * stopped stay pending ("not enough credits") and the job pauses. Every row answered is recorded,
   * whatever its place.
   */
  private async work(job: EnrichmentJob, stored: readonly StoredRow[], owner: string) {
    const rows = readChunk(stored, job.mapping)
    const answeredBefore = await this.jobs.answersOf(job.id, keysOf(rows))
    const asking = askersOf(rows, answeredBefore)
    const answers = new Map<ChunkRow, RowAnswered>()
    for (const row of asking.filter(isInvalidRow))
      answers.set(row, { status: 'invalid', reason: row.input.reason, answer: null, charged: 0 })

    const revealing = asking.filter(isProfileRow)
    const people = await this.peopleOf(revealing)
    // Measured by the run's own timer, not the clock port: it sizes chunks, it decides nothing of a row.
    const revealStarted = performance.now()
    for (const [row, answer] of await this.revealAll(job, revealing, people)) answers.set(row, answer)
    const revealMs = performance.now() - revealStarted

    const refused = revealing.find((row) => answers.get(row) === OUT_OF_CREDITS)
    const slow = asking.filter(isSlowRow).filter((row) => refused === undefined || row.place < refused.place)
    const slowStop = await this.askSlowly(job, slow, owner, answers)

    const outcomes = outcomesOf(rows, answeredBefore, answers)
    const stop = slowStop ?? (refused === undefined ? null : ('credits' as const))
    return { outcomes, stop, revealMs }
  }

  private async peopleOf(rows: readonly RowAsking<'Profile'>[]) {
    const ids = [...new Set(rows.map((row) => row.input.profileId))]
    return ids.length === 0 ? new Map<ProfileId, PersonRecord>() : this.source.people(ids)
  }

  /**
   * The finder and verifier rows, a few at a time, each answer set as it comes; the lease is renewed as
   * they go. No row starts once the lease is lost or a row ran out of credits; that is the stop returned.
   */
  private async askSlowly(
    job: EnrichmentJob,
    rows: readonly RowAsking<'Person' | 'Email'>[],
    owner: string,
    answers: Map<ChunkRow, RowAnswered>,
  ): Promise<'lease' | 'credits' | null> {
    const lease = new LeaseRenewal(
      this.clock,
      this.settings.leaseMs,
      async () => (await this.takeLease(job.id, owner)) !== undefined,
    )
    let outOfCredits = false
    await atMostAtOnce(
      rows,
      this.settings.slowRowsAtOnce,
      async (row) => {
        const answer = await this.ask(job.id, job.userId, row.input)
        answers.set(row, answer)
        if (answer === OUT_OF_CREDITS) outOfCredits = true
        await lease.renew()
      },
      () => lease.lost || outOfCredits,
    )
    if (lease.lost) return 'lease'
    return outOfCredits ? 'credits' : null
  }

  /** A finder row (a name at a company or domain) or a verifier row (an address). */
  private async ask(
    jobId: string,
    userId: UserId,
    input: Extract<RowInput, { _tag: 'Person' | 'Email' }>,
  ): Promise<RowAnswered> {
    return input._tag === 'Person'
      ? this.find(jobId, userId, input)
      : this.verify(jobId, userId, input.address)
  }

  /**
   * The profile rows' answers: a person not in the data, or with no contacts, is answered without a
   * charge; the others are revealed in one list (`revealMany`), each decided as a single reveal is
   * (`decideReveal`), until the first that credits cannot pay: it is OutOfCredits, and the ones after it
   * are not tried (no answer: they stay pending).
   */
  private async revealAll(
    job: EnrichmentJob,
    rows: readonly RowAsking<'Profile'>[],
    people: ReadonlyMap<ProfileId, PersonRecord>,
  ): Promise<ReadonlyMap<ChunkRow, RowAnswered>> {
    const answers = new Map<ChunkRow, RowAnswered>()
    const paying: { readonly row: RowAsking<'Profile'>; readonly person: PersonRecord }[] = []
    for (const row of rows) {
      const person = people.get(row.input.profileId)
      if (person === undefined) answers.set(row, notFound('not_in_data'))
      else if (!hasContacts(person))
        answers.set(row, notFound('no_contacts', answerOf(person, { emails: false, phones: false })))
      else paying.push({ row, person })
    }
    if (paying.length === 0) return answers
    const now = this.clock.now()
    const { userId } = job
    let refused = false
    const results = await this.access.revealMany(
      userId,
      paying.map(({ row }) => row.input.profileId),
      (buckets, already, profileId, position): RevealDecision<ChargeCreditsResult | typeof NOT_TRIED> => {
        // Each attempt of the transaction (an adapter may retry it) decides from position 0: none refused yet.
        if (position === 0) refused = false
        // After the first refusal nothing is tried: no charge, no log line, nothing shown.
        if (refused) return { charge: { _tag: 'NoCharge', result: NOT_TRIED }, revealed: already, at: now }
        const payer = paying[position]
        if (payer === undefined)
          throw new Error(`revealMany decided position ${position} of ${paying.length}`)
        const found = partsFound(payer.person)
        const decision = decideReveal(buckets, already, {
          userId,
          profileId,
          found,
          wants: ALL_PARTS,
          now,
          job: job.id,
        })
        if (decision.charge.result._tag === 'CreditsExceeded') refused = true
        return decision
      },
    )
    for (const [position, { row, person }] of paying.entries()) {
      const result = results[position]
      if (result === undefined || result._tag === 'NotTried') continue
      answers.set(
        row,
        result._tag === 'CreditsExceeded'
          ? OUT_OF_CREDITS
          : {
              status: 'found',
              reason: null,
              answer: answerOf(person, result.reveals),
              charged: creditsOf(result.charges),
            },
      )
    }
    return answers
  }

  private async find(jobId: string, userId: UserId, input: Extract<RowInput, { _tag: 'Person' }>) {
    const domain =
      input.domain ??
      (input.company === null ? undefined : (await this.source.findCompany({ name: input.company }))?.domain)
    if (domain === undefined) return notFound('company_not_found')
    const caller: Caller = { userId, isAdmin: false, username: '', email: null, avatar: null }
    const result = await this.finder.execute({
      caller,
      firstName: input.firstName,
      lastName: input.lastName,
      domain,
      job: jobId,
    })
    if (result._tag === 'CreditsExceeded') return OUT_OF_CREDITS
    if (result._tag === 'EmailNotFound') return notFound('not_verifiable')
    // The row names its person and domain, so the finder's own look-ups cannot miss; kept for the type.
    if (result._tag === 'ProfileNotFound' || result._tag === 'CompanyNotFound')
      return notFound('company_not_found')
    if (result._tag === 'FinderInputMissing') return notFound('not_verifiable')
    const answer = emailAnswer(
      result.address,
      result.verdict,
      new Date(result.verification.checkedAt).toISOString(),
      input.company,
    )
    if (!isDeliverable(result.verdict)) return notFound('not_verifiable', answer)
    return { status: 'found' as const, reason: null, answer, charged: creditsOf(result.charged) }
  }

  private async verify(jobId: string, userId: UserId, address: string) {
    const verification = await this.verifier.verify(address)
    const checkedAt = new Date(verification.checkedAt).toISOString()
    const answer = emailAnswer(verification.address, verification.verdict, checkedAt, null)
    if (!isDefinite(verification.verdict)) return notFound('not_verifiable', answer)
    const now = this.clock.now()
    // Marked before paying, as the finder does: a second process or a retry finds it marked and pays nothing.
    const first = await this.records.markFound(userId, verification.address, now)
    const action = { ...verifyEmail(true), alreadyRevealed: { emails: !first, phones: false } }
    const paid = await this.ledger.charge(userId, (buckets) =>
      decideCharge(buckets, { userId, action, now, reference: verification.address, job: jobId }),
    )
    if (paid._tag === 'CreditsExceeded') {
      if (first) await this.records.forgetFound(userId, verification.address)
      return OUT_OF_CREDITS
    }
    return { status: 'found' as const, reason: null, answer, charged: creditsOf(paid.charges) }
  }

  /**
   * `enrichment.job.finished` to the job's user's webhooks (issue 21 §4), by the one run whose move to
   * finished succeeded; `events` returns at once and never throws, so the job never waits on it.
   */
  private async announce(jobId: string) {
    const job = await this.jobs.find(jobId)
    if (job === undefined) return
    await this.events.emit(job.userId, 'enrichment.job.finished', {
      jobId: job.id,
      fileName: job.fileName,
      rows: job.totalRows,
      found: job.foundRows,
      notFound: job.notFoundRows,
      invalid: job.invalidRows,
      charged: job.charged,
      resultUrl: `${this.settings.publicUrl}/api/enrichment/jobs/${job.id}/result`,
    })
  }

  private async notify(jobId: string) {
    const job = await this.jobs.find(jobId)
    if (job === undefined || job.state !== 'finished' || job.notifyEmail === null) return
    if (!(await this.jobs.markNotified(jobId))) return
    await this.mail.send({
      to: job.notifyEmail,
      fileName: job.fileName,
      rows: job.totalRows,
      found: job.foundRows,
      notFound: job.notFoundRows,
      invalid: job.invalidRows,
      charged: job.charged,
      keptUntil: job.expiresAt,
      pageUrl: `${this.settings.publicUrl}/admin/enrichment/${job.id}`,
    })
  }
}

/**
 * Every process, every few seconds: re-queues running jobs whose holder died (its lease ran out),
 * resumes jobs paused for credits once their user can pay again (after a purchase), and deletes jobs
 * past their keeping time.
 */
export class SuperviseEnrichment {
  constructor(
    private readonly jobs: EnrichmentJobs,
    private readonly ledger: CreditLedgerRepository,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<void> {
    const now = this.clock.now()
    for (const jobId of await this.jobs.orphaned(now, 20))
      await this.queue.send(RUN_ENRICHMENT_JOB, { jobId })
    for (const job of await this.jobs.paused(50)) {
      if (!canPayForAReveal(await this.ledger.buckets(job.userId), now)) continue
      if (await this.jobs.transition(job.id, ['paused'], 'running', now))
        await this.queue.send(RUN_ENRICHMENT_JOB, { jobId: job.id })
    }
    await this.jobs.deleteExpired(now)
  }
}

// Some credit could pay for a row again: an email part (the cheapest thing a row can be charged).
const canPayForAReveal = (buckets: Parameters<typeof quote>[0], now: Instant) =>
  quote(buckets, findEmail(true, false), now)._tag === 'Quoted'
