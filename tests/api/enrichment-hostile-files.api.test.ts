import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_COLUMNS } from '../../src/domain/enrichment/enrichment-limits.ts'
import { multipartBody } from '../support/multipart-body.ts'
import { type SeededApi, startSeededApi } from '../support/seeded-api.ts'

// Issue 29 §18–19: files a user may upload by mistake (a binary renamed .csv, a sheet far wider than a
// contact list) are refused with a clear 4xx and nothing is kept, on both databases (PostgreSQL refused
// a NUL byte in jsonb with 22P05, which was a 500).
const databases = [
  { name: 'PGlite', postgres: false },
  ...(process.env.DATABASE_URL === undefined ? [] : [{ name: 'PostgreSQL', postgres: true }]),
]

describe.each(databases)('hostile upload files on $name', ({ postgres }) => {
  let seeded: SeededApi
  beforeAll(async () => {
    seeded = await startSeededApi({}, { postgres })
    await seeded.seed.proPlan({ user: 'pro-hostile' })
  }, 120_000)
  afterAll(async () => {
    await seeded?.api.close()
  })

  const upload = async (name: string, bytes: Uint8Array) => {
    const { body, contentType } = multipartBody({ name, type: 'text/csv', bytes })
    return seeded.api.app.inject({
      method: 'POST',
      url: '/api/enrichment/jobs',
      payload: body,
      headers: {
        authorization: `Bearer ${await seeded.api.token('pro-hostile')}`,
        'content-type': contentType,
      },
    })
  }
  const jobs = async () =>
    (await seeded.api.call('GET', '/api/enrichment/jobs', { as: { user: 'pro-hostile' } })).json().jobs

  it('a binary file renamed .csv is 422 UNREADABLE_FILE, not a 500, and nothing is kept', async () => {
    // A PNG's signature and header, then bytes of every value: NUL bytes among them.
    const png = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      0x00,
      0x00,
      0x00,
      0x0d,
      0x49,
      0x48,
      0x44,
      0x52,
      ...Array.from({ length: 4096 }, (_, i) => (i * 37) % 256),
    ])
    const answer = await upload('photo.csv', png)
    expect([answer.statusCode, answer.json().code]).toEqual([422, 'UNREADABLE_FILE'])
    expect(answer.json().message).toMatch(/binary/)
    // A text CSV with one NUL in a cell (what a database dump may hold) is refused the same way.
    const nul = await upload('dump.csv', new TextEncoder().encode('email\na\u0000b@x.example\n'))
    expect([nul.statusCode, nul.json().code]).toEqual([422, 'UNREADABLE_FILE'])
    expect(await jobs()).toEqual([])
  })

  it(`a CSV wider than ${MAX_COLUMNS} columns is 422 TOO_MANY_COLUMNS, not cut silently`, async () => {
    const header = Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')
    const row = Array.from({ length: 10_000 }, (_, i) => `v${i}`).join(',')
    const wide = await upload('wide.csv', new TextEncoder().encode(`${header}\n${row}\n`))
    expect([wide.statusCode, wide.json().code]).toEqual([422, 'TOO_MANY_COLUMNS'])
    expect(wide.json().message).toContain(String(MAX_COLUMNS))
    // A data row wider than the limit whose extra cells hold something is refused too.
    const longRow = `email\na@x.example${',z'.repeat(MAX_COLUMNS)}\n`
    const second = await upload('long-row.csv', new TextEncoder().encode(longRow))
    expect([second.statusCode, second.json().code]).toEqual([422, 'TOO_MANY_COLUMNS'])
    expect(await jobs()).toEqual([])
    // Exactly the limit is taken whole, and empty cells past it (trailing separators) lose nothing.
    const full = Array.from({ length: MAX_COLUMNS }, (_, i) => `c${i}`).join(',')
    const ok = await upload(
      'full.csv',
      new TextEncoder().encode(`${full}${','.repeat(50)}\n${full}${','.repeat(50)}\n`),
    )
    expect(ok.statusCode).toBe(201)
    expect(ok.json().columns.length).toBe(MAX_COLUMNS)
  })
})
