// Issue 32 §3, a drill on PostgreSQL: SIGTERM arrives while a job (the re-check a reveal queued) is in the
// middle of its SMTP conversation. The process stops taking jobs but lets the conversation finish: the
// verdict is written and the job completed by this process, once (no retry elsewhere), and the process
// exits 0 within its grace. (Its twin, kill-during-job, is the same moment with SIGKILL.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fundUser } from '../support/ledger-audit.ts'
import { type MailWorld, startMailWorld } from '../support/mail-world.ts'
import {
  getJson,
  holdPersonWithStaleAddress,
  type PostgresDrill,
  recheckJobsOf,
  startPostgresDrill,
  until,
} from './support/postgres-drill.ts'
import { type LaunchedServer, launchServer } from './support/server-process.ts'

const databaseUrl = process.env.DATABASE_URL
const USER = 'stop-drill-user'
const ADDRESS = 'li.wei@unhurried.mailworld'
const LONG_AGO = new Date('2025-01-01T00:00:00Z')
// Each recipient answered this long after it is asked (two a conversation: a catch-all probe and the
// address), so SIGTERM surely arrives mid-conversation; well inside the jobs' share of the grace.
const RCPT_DELAY_MS = 4_000
const GRACE_SECONDS = 60

describe.skipIf(databaseUrl === undefined)('failure drill: SIGTERM in the middle of a job', () => {
  let drill: PostgresDrill
  let mail: MailWorld
  let server: LaunchedServer | undefined

  beforeAll(async () => {
    mail = await startMailWorld(
      [{ name: 'unhurried.mailworld', mx: ['mx.unhurried.mailworld'] }],
      [
        {
          name: 'mx.unhurried.mailworld',
          address: '127.0.0.43',
          behaviour: { kind: 'smtp', mailboxes: ['li.wei'], rcptDelayMs: RCPT_DELAY_MS },
        },
      ],
    )
    drill = await startPostgresDrill(databaseUrl ?? '', 'stop', {
      DEMO_COMPANIES: '0',
      VERIFY_PER_HOST_INTERVAL_MS: '0',
      VERIFY_DNS_SERVERS: mail.dnsServer,
      VERIFY_SMTP_PORT: String(mail.smtpPort),
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      LOG_LEVEL: 'info',
    })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
    await drill?.close()
    await mail?.close()
  }, 120_000)

  it('lets the conversation finish: the verdict is written, the job completed once, and the process exits 0', async () => {
    const { direct, schema, issuer } = drill
    server = await launchServer(drill.env)
    await server.healthy
    const headers = { authorization: `Bearer ${await issuer.token(USER)}` }
    expect((await getJson(`${server.url}/api/user/info`, headers)).status).toBe(200)
    await fundUser(direct, USER, 10, 'stop-drill-lead')
    await holdPersonWithStaleAddress(direct, {
      profileId: 'li-wei-unhurried',
      address: ADDRESS,
      checkedAt: LONG_AGO,
    })
    const jobs = () => recheckJobsOf(direct, schema.name, ADDRESS)

    // The reveal queues the re-check; SIGTERM once the mail server has been asked its first recipient.
    const revealed = await getJson(`${server.url}/api/contact/profile/li-wei-unhurried?reveal=true`, headers)
    expect(revealed.status).toBe(200)
    await until(async () => (mail.stats.get('mx.unhurried.mailworld')?.rcpts ?? 0) > 0)
    expect((await jobs()).map((job) => job.state)).toEqual(['active'])
    const stoppedAt = Date.now()
    server.signal('SIGTERM')

    const exit = await server.exited
    expect(exit).toEqual({ code: 0, signal: null })
    expect(Date.now() - stoppedAt).toBeLessThan(GRACE_SECONDS * 1000)
    // Finished by this process before it exited: completed on its first try, the verdict written.
    expect(await jobs()).toEqual([{ state: 'completed', retry_count: 0 }])
    const verdict = await direct
      .selectFrom('emails')
      .select(['status', 'checked_at'])
      .where('address', '=', ADDRESS)
      .executeTakeFirstOrThrow()
    expect(verdict.status).toBe('valid')
    expect(verdict.checked_at.getTime()).toBeGreaterThan(LONG_AGO.getTime())
    const errors = server
      .log()
      .split('\n')
      .filter((line) => line.includes('"level":50'))
    expect(errors).toEqual([])
  }, 300_000)
})
