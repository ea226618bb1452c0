import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EnrichmentTokens } from '../../src/composition/server/enrichment.area.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { aBucket } from '../../src/domain/credits/credits.fixture.ts'
import { peopleWorthRevealing } from '../support/ledger-audit.ts'
import { multipartBody } from '../support/multipart-body.ts'
import { type SeededApi, startSeededApi } from '../support/seeded-api.ts'

// Bulk enrichment through the API on PGlite: upload, map, quote, run, download; the limits and the plan.
let seeded: SeededApi
let people: string[]

beforeAll(async () => {
  seeded = await startSeededApi()
  const { db } = await seeded.api.container.getAsync(T.Database)
  people = await peopleWorthRevealing(db, 6)
}, 120_000)
afterAll(async () => {
  await seeded?.api.close()
})

const link = (id: string) => `https://www.linkedin.com/in/${id}`
const CSV = 'text/csv'

const upload = async (
  user: string,
  file: { name: string; type?: string; bytes: Uint8Array | string },
  fields: Record<string, string> = {},
) => {
  const bytes = typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : file.bytes
  const { body, contentType } = multipartBody({ name: file.name, type: file.type ?? CSV, bytes }, fields)
  return seeded.api.app.inject({
    method: 'POST',
    url: '/api/enrichment/jobs',
    payload: body,
    headers: {
      authorization: `Bearer ${await seeded.api.token(user, { claims: { email: `${user}@mail.example` } })}`,
      'content-type': contentType,
    },
  })
}

/** Works the job here, and waits while the service's own worker (which may hold it) finishes its part. */
const runToEnd = async (jobId: string) => {
  const run = await seeded.api.container.getAsync(EnrichmentTokens.RunEnrichmentJob)
  await run.execute(jobId)
  const jobs = await seeded.api.container.getAsync(EnrichmentTokens.EnrichmentJobs)
  for (let job = await jobs.find(jobId); job?.state === 'running'; job = await jobs.find(jobId)) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    await run.execute(jobId)
  }
}

const pro = async (user: string) => {
  await seeded.seed.proPlan({ user })
}

describe('bulk enrichment', () => {
  it('is in the OpenAPI document, the upload as multipart with its file field', async () => {
    const { paths } = (await seeded.api.call('GET', '/api/openapi.json')).json()
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/enrichment/jobs',
        '/api/enrichment/jobs/{id}',
        '/api/enrichment/jobs/{id}/result',
        '/api/enrichment/jobs/{id}/quote',
      ]),
    )
    const upload = paths['/api/enrichment/jobs'].post
    expect(upload.requestBody.content['multipart/form-data'].schema.required).toEqual(['file'])
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['201', '403', '413', '415', '422']))
  })

  it('a Basic user sees the feature is not included and cannot upload (403 BULK_NOT_INCLUDED)', async () => {
    await seeded.seed.user({ user: 'basic-bulk' })
    const list = await seeded.api.call('GET', '/api/enrichment/jobs', { as: { user: 'basic-bulk' } })
    expect(list.json()).toEqual({ included: false, jobs: [] })
    const refused = await upload('basic-bulk', { name: 'a.csv', bytes: `link\n${link(people[0] ?? '')}\n` })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('BULK_NOT_INCLUDED')
  })

  it('a Pro user uploads, sees the guessed mapping, the preview and the cost, runs it and downloads it', async () => {
    await pro('pro-bulk')
    const [a = '', b = '', c = ''] = people
    // Semicolons, a BOM, a duplicate of a, a row without anything usable, and an extra column.
    const text = `\uFEFFName;LinkedIn URL;Notes\r\nAnn;${link(a)};x\r\nBo;${link(b)};=HYPERLINK("x")\r\nAnn again;${link(a)}/;\r\nNobody;;\r\nCy;${link(c)};\r\n`
    const uploaded = await upload('pro-bulk', { name: 'leads.csv', bytes: text })
    expect(uploaded.statusCode).toBe(201)
    const job = uploaded.json()
    expect(job).toMatchObject({
      state: 'draft',
      fileName: 'leads.csv',
      columns: ['Name', 'LinkedIn URL', 'Notes'],
      mapping: { fullName: 0, profileLink: 1 },
      totalRows: 5,
    })
    const quote = await seeded.api.call('POST', `/api/enrichment/jobs/${job.id}/quote`, {
      as: { user: 'pro-bulk' },
      body: {},
    })
    expect(quote.statusCode).toBe(200)
    expect(quote.json()).toMatchObject({ rows: 5, valid: 4, answerable: 4, distinct: 3 })
    expect(quote.json().mostCredits).toBeLessThanOrEqual(6)
    expect(quote.json().preview[0].reading).toEqual({ kind: 'profile', detail: a })
    expect(quote.json().preview[3].reading).toEqual({ kind: 'invalid', detail: 'empty' })

    const started = await seeded.api.call('POST', `/api/enrichment/jobs/${job.id}/start`, {
      as: { user: 'pro-bulk' },
      body: {},
    })
    expect(started.json().state).toBe('running')
    await runToEnd(job.id)
    const done = (
      await seeded.api.call('GET', `/api/enrichment/jobs/${job.id}`, { as: { user: 'pro-bulk' } })
    ).json()
    expect(done).toMatchObject({ state: 'finished', doneRows: 5, found: 4, invalid: 1 })
    // Three people, each revealed once: the duplicate row copied the first answer for free.
    const ledger = await seeded.api.container.getAsync(T.CreditLedger)
    const lines = (await ledger.ledger('pro-bulk')).filter((l) => l.reference === a)
    expect(lines.length).toBe(1)
    expect(done.charged).toBe(
      (await ledger.ledger('pro-bulk'))
        .filter((l) => [a, b, c].includes(l.reference ?? ''))
        .reduce((s, l) => s + l.quantity, 0),
    )

    const csv = await seeded.api.call('GET', `/api/enrichment/jobs/${job.id}/result`, {
      as: { user: 'pro-bulk' },
    })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    const lines2 = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines2[0]).toBe(
      'Name,LinkedIn URL,Notes,email,email_verdict,email_checked_at,phones,whatsapp,company,title,profile_link,status,status_reason',
    )
    expect(lines2[2]).toContain(`'=HYPERLINK`)
    expect(lines2[1]).toMatch(/,found,$/)
    expect(lines2[4]).toContain('invalid input')
    // WhatsApp in the contacts export's words (true/false, blank without a phone), never yes/no.
    const whatsapp = (lines2[0] ?? '').split(',').indexOf('whatsapp')
    const flags = lines2.slice(1).map((line) => line.split(',')[whatsapp])
    expect(flags.every((flag) => ['', 'true', 'false'].includes(flag ?? '?'))).toBe(true)
    expect(flags.some((flag) => flag !== '')).toBe(true)

    const xlsx = await seeded.api.app.inject({
      method: 'GET',
      url: `/api/enrichment/jobs/${job.id}/result?format=xlsx`,
      headers: { authorization: `Bearer ${await seeded.api.token('pro-bulk')}` },
    })
    expect(xlsx.statusCode).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet?.getRow(1).getCell(1).value).toBe('Name')
    expect(sheet?.getRow(2).getCell(12).value).toBe('found')
    expect(sheet?.rowCount).toBe(6)

    const list = await seeded.api.call('GET', '/api/enrichment/jobs', { as: { user: 'pro-bulk' } })
    expect(list.json().included).toBe(true)
    expect(list.json().jobs[0]).toMatchObject({ id: job.id, state: 'finished' })
    // Someone else's job is not there for them.
    await pro('pro-other')
    const stranger = await seeded.api.call('GET', `/api/enrichment/jobs/${job.id}`, {
      as: { user: 'pro-other' },
    })
    expect(stranger.statusCode).toBe(404)
    // The finished-job mail went to the outbox once.
    const outbox = await seeded.api.container.getAsync(T.MailOutbox)
    const mails = (await outbox.page(0, 50)).messages.filter((m) => m.to === 'pro-bulk@mail.example')
    expect(mails.length).toBe(1)
    expect(mails[0]?.text).toContain(`/admin/enrichment/${job.id}`)
  })

  it('reads UTF-16 and GB18030 files and XLSX workbooks', async () => {
    await pro('pro-encodings')
    const [a = ''] = people
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`姓名\t领英链接\r\n王伟\t${link(a)}\r\n`, 'utf16le'),
    ])
    const first = await upload('pro-encodings', { name: 'utf16.csv', bytes: new Uint8Array(utf16) })
    expect(first.json()).toMatchObject({
      columns: ['姓名', '领英链接'],
      mapping: { fullName: 0, profileLink: 1 },
      totalRows: 1,
    })
    // "姓名,公司\r\n王伟,阿里" in GB18030.
    const gb = new Uint8Array([
      0xd0, 0xd5, 0xc3, 0xfb, 0x2c, 0xb9, 0xab, 0xcb, 0xbe, 0x0d, 0x0a, 0xcd, 0xf5, 0xce, 0xb0, 0x2c, 0xb0,
      0xa2, 0xc0, 0xef, 0x0d, 0x0a,
    ])
    const second = await upload('pro-encodings', { name: 'gb.csv', bytes: gb })
    expect(second.json()).toMatchObject({
      columns: ['姓名', '公司'],
      mapping: { fullName: 0, company: 1 },
      totalRows: 1,
    })
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('People')
    sheet.addRow(['First Name', 'Last Name', 'Website'])
    sheet.addRow(['Ada', 'Lovelace', 'acme.example'])
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer())
    const third = await upload('pro-encodings', {
      name: 'people.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes,
    })
    expect(third.json()).toMatchObject({ mapping: { firstName: 0, lastName: 1, domain: 2 }, totalRows: 1 })
  })

  it('refuses what it cannot take with a clear 4xx code, and keeps nothing of it', async () => {
    await pro('pro-limits')
    const tooMany = `link\n${Array.from({ length: 100_001 }, (_, i) => `r${i}`).join('\n')}\n`
    const rows = await upload('pro-limits', { name: 'big.csv', bytes: tooMany })
    expect([rows.statusCode, rows.json().code]).toEqual([413, 'TOO_MANY_ROWS'])
    const huge = await upload('pro-limits', {
      name: 'huge.csv',
      bytes: `a\n${'x'.repeat(21 * 1024 * 1024)}\n`,
    })
    expect([huge.statusCode, huge.json().code]).toEqual([413, 'FILE_TOO_LARGE'])
    const pdf = await upload('pro-limits', { name: 'a.pdf', type: 'application/pdf', bytes: '%PDF' })
    expect([pdf.statusCode, pdf.json().code]).toEqual([415, 'UNSUPPORTED_FILE'])
    const empty = await upload('pro-limits', { name: 'empty.csv', bytes: 'only,a,header\n' })
    expect([empty.statusCode, empty.json().code]).toEqual([422, 'EMPTY_FILE'])
    const broken = await upload('pro-limits', {
      name: 'x.xlsx',
      type: 'application/octet-stream',
      bytes: 'not a zip',
    })
    expect([broken.statusCode, broken.json().code]).toEqual([422, 'UNREADABLE_FILE'])
    const list = await seeded.api.call('GET', '/api/enrichment/jobs', { as: { user: 'pro-limits' } })
    expect(list.json().jobs).toEqual([])
    const bad = await upload(
      'pro-limits',
      { name: 'ok.csv', bytes: 'a,b\n1,2\n' },
      { mapping: '{"email":7}' },
    )
    expect([bad.statusCode, bad.json().code]).toEqual([422, 'BAD_MAPPING'])
  })

  it('pauses when credits run out, marks the rest "not enough credits", and resumes after a purchase', async () => {
    await pro('pro-broke')
    const { db } = await seeded.api.container.getAsync(T.Database)
    // Every credit used up, then one lead credit: one person can be revealed.
    await db
      .updateTable('credit_buckets')
      .set((eb) => ({ used: eb.ref('granted') }))
      .where('user_id', '=', 'pro-broke')
      .execute()
    const ledger = await seeded.api.container.getAsync(T.CreditLedger)
    await ledger.grant('pro-broke', [aBucket('pro-broke-one', 'lead', 1, { source: 'CUSTOM' })])
    const text = `link\n${people.slice(0, 3).map(link).join('\n')}\n`
    const job = (await upload('pro-broke', { name: 'broke.csv', bytes: text }, { start: 'true' })).json()
    expect(job.state).toBe('running')
    await runToEnd(job.id)
    const paused = (
      await seeded.api.call('GET', `/api/enrichment/jobs/${job.id}`, { as: { user: 'pro-broke' } })
    ).json()
    expect(paused).toMatchObject({ state: 'paused', doneRows: 1, found: 1, charged: 1 })
    const csv = (
      await seeded.api.call('GET', `/api/enrichment/jobs/${job.id}/result`, { as: { user: 'pro-broke' } })
    ).body
    expect(csv.match(/not enough credits/g)?.length).toBe(2)
    // A purchase: the supervisor resumes it.
    await ledger.grant('pro-broke', [aBucket('pro-broke-more', 'lead', 10, { source: 'CUSTOM' })])
    const { SuperviseEnrichment } = await import(
      '../../src/application/server/run-enrichment-job.use-case.ts'
    )
    const { ContactEngineTokens } = await import('../../src/composition/server/contact-engine.area.ts')
    await new SuperviseEnrichment(
      await seeded.api.container.getAsync(EnrichmentTokens.EnrichmentJobs),
      ledger,
      await seeded.api.container.getAsync(ContactEngineTokens.JobQueue),
      seeded.api.container.get(T.Clock),
    ).execute()
    await runToEnd(job.id)
    const done = (
      await seeded.api.call('GET', `/api/enrichment/jobs/${job.id}`, { as: { user: 'pro-broke' } })
    ).json()
    expect(done).toMatchObject({ state: 'finished', doneRows: 3, found: 3 })
  })

  it('cancels and resumes a job; the result keeps what was done', async () => {
    await pro('pro-cancel')
    const job = (
      await upload(
        'pro-cancel',
        { name: 'c.csv', bytes: `link\n${link(people[4] ?? '')}\n` },
        { start: 'true' },
      )
    ).json()
    const cancelled = await seeded.api.call('POST', `/api/enrichment/jobs/${job.id}/cancel`, {
      as: { user: 'pro-cancel' },
    })
    expect(cancelled.json().state).toBe('cancelled')
    await runToEnd(job.id)
    expect(
      (await seeded.api.call('GET', `/api/enrichment/jobs/${job.id}`, { as: { user: 'pro-cancel' } })).json()
        .doneRows,
    ).toBe(0)
    const again = await seeded.api.call('POST', `/api/enrichment/jobs/${job.id}/cancel`, {
      as: { user: 'pro-cancel' },
    })
    expect([again.statusCode, again.json().code]).toEqual([409, 'JOB_STATE'])
    const resumed = await seeded.api.call('POST', `/api/enrichment/jobs/${job.id}/resume`, {
      as: { user: 'pro-cancel' },
    })
    expect(resumed.json().state).toBe('running')
    await runToEnd(job.id)
    expect(
      (await seeded.api.call('GET', `/api/enrichment/jobs/${job.id}`, { as: { user: 'pro-cancel' } })).json(),
    ).toMatchObject({
      state: 'finished',
      doneRows: 1,
    })
  })

  it('deletes a job and its rows once its 30 days are over', async () => {
    await pro('pro-expiry')
    const job = (
      await upload('pro-expiry', { name: 'old.csv', bytes: `link\n${link(people[5] ?? '')}\n` })
    ).json()
    const { db } = await seeded.api.container.getAsync(T.Database)
    await db
      .updateTable('enrichment_jobs')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', job.id)
      .execute()
    const { SuperviseEnrichment } = await import(
      '../../src/application/server/run-enrichment-job.use-case.ts'
    )
    const { ContactEngineTokens } = await import('../../src/composition/server/contact-engine.area.ts')
    await new SuperviseEnrichment(
      await seeded.api.container.getAsync(EnrichmentTokens.EnrichmentJobs),
      await seeded.api.container.getAsync(T.CreditLedger),
      await seeded.api.container.getAsync(ContactEngineTokens.JobQueue),
      seeded.api.container.get(T.Clock),
    ).execute()
    const gone = await seeded.api.call('GET', `/api/enrichment/jobs/${job.id}`, {
      as: { user: 'pro-expiry' },
    })
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'JOB_NOT_FOUND'])
    const rows = await db
      .selectFrom('enrichment_rows')
      .select('row_no')
      .where('job_id', '=', job.id)
      .execute()
    expect(rows).toEqual([])
  })
})
