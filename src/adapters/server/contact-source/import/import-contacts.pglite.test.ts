import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProfileId } from '../../../../domain/profiles/profile-id.ts'
import { instant } from '../../../../domain/shared/instant.ts'
import { type OpenDatabase, openDatabase } from '../../persistence/open-database.ts'
import { KyselyContactSource } from '../kysely-contact-source.ts'
import { importContacts } from './import-contacts.ts'

const CSV = [
  'profile_url,name,title,is_decision_maker,company_name,company_domain,company_country,emails,email_statuses,phones,phone_types,whatsapp,notes',
  'https://www.linkedin.com/in/ada-l,Ada Lovelace,CEO,yes,Acme,acme.example,DE,ada@acme.example|ada.x@acme.example,valid|invalid,030 1234567|+4915112345678,office|mobile,false|true,hi',
  'https://www.linkedin.com/in/bob-b,"Bob, the Builder","Head of\nSites",no,Acme,www.acme.example,,bob@acme.example,,,,,',
  'https://www.linkedin.com/in/cy-c,Cy Chen,,,Beta Ltd,beta.example,CN,,,13812345678,mobile,,',
  'https://www.linkedin.com/in/dee-d,Dee,,,,,,,,12345,,,',
  'https://example.com/not-a-profile,Eve,,,,,,,,,,,',
  'too,few,fields',
  'https://www.linkedin.com/in/fay-f,Fay,,,,,,,,,,,',
  '"https://www.linkedin.com/in/gus-g,Gus',
].join('\r\n')

const JSONL = [
  JSON.stringify({
    profile_id: 'ada-l',
    name: 'Ada King',
    emails: ['ada@acme.example'],
    company_name: 'Acme',
    company_domain: 'acme.example',
  }),
  '{"profile_id": "hal-h", "name": "Hal", "phones": ["+14155550123"], "whatsapp": [true]}',
  '[1, 2]',
  '{oops',
].join('\n')

const importedAt = instant(Date.UTC(2026, 5, 1))

describe('importContacts into PGlite', () => {
  let database: OpenDatabase | undefined
  let folder = ''
  const db = () => database?.db ?? expect.fail('no database')
  const source = () => new KyselyContactSource(db())
  const file = async (name: string, text: string) => {
    const path = join(folder, name)
    await writeFile(path, text)
    return path
  }
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' })
    folder = await mkdtemp(join(tmpdir(), 'leadlens-import-'))
  }, 60_000)
  afterAll(async () => {
    await database?.close()
    await rm(folder, { recursive: true, force: true })
  })

  it('imports good rows in batches and reports each bad one with its line and reason', async () => {
    const path = await file('people.csv', CSV)
    const progress: number[] = []
    const result = await importContacts({
      db: db(),
      file: path,
      format: 'csv',
      importedAt,
      batchRows: 2,
      onProgress: (p) => progress.push(p.accepted),
    })
    expect(result).toMatchObject({
      _tag: 'Imported',
      rows: 8,
      accepted: 4,
      rejected: 4,
      newCompanies: 2,
      newPeople: 4,
      rejectsFile: `${path}.rejects.jsonl`,
      unknownColumns: ['notes'],
    })
    // A batch of two is reported once written, while later rows are already being read.
    expect(progress).toHaveLength(2)
    expect(progress.at(-1)).toBe(4)
    const rejects = (await readFile(`${path}.rejects.jsonl`, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(rejects.map((r) => [r.line, r.reason])).toEqual([
      [6, '"12345" is not a phone number (no country code)'],
      [7, 'profile_url is not a profile link: "https://example.com/not-a-profile"'],
      [8, 'expected 13 fields as in the header, found 3'],
      [10, 'a quoted field is never closed'],
    ])
    expect(rejects[0].row).toMatchObject({ name: 'Dee', phones: '12345' })
  })

  it('stores what the rows said: companies by domain, normalised phones, invalid emails hidden', async () => {
    expect(await source().person('ada-l' as ProfileId)).toMatchObject({
      name: 'Ada Lovelace',
      title: 'CEO',
      isDecisionMaker: true,
      company: { name: 'Acme', domain: 'acme.example' },
      emails: [{ address: 'ada@acme.example', status: 'valid' }],
      phones: [
        { e164: '+4915112345678', type: 'mobile', whatsappValid: true },
        { e164: '+49301234567', type: 'office', whatsappValid: false },
      ],
    })
    expect(await source().person('bob-b' as ProfileId)).toMatchObject({
      name: 'Bob, the Builder',
      title: 'Head of Sites',
      company: { domain: 'acme.example' },
      emails: [{ address: 'bob@acme.example', status: 'unknown', checkedAt: importedAt }],
    })
    expect((await source().person('cy-c' as ProfileId))?.phones).toEqual([
      { e164: '+8613812345678', type: 'mobile', whatsappValid: false },
    ])
    expect((await source().person('fay-f' as ProfileId))?.company).toBeNull()
  })

  it('leaves the planner knowing the tables grew (PGlite runs no autovacuum)', async () => {
    const { rows } = await sql<{ relname: string; reltuples: number }>`select relname, reltuples
      from pg_class where relname in ('companies', 'people') and relkind = 'r' order by relname`.execute(db())
    expect(rows).toEqual([
      { relname: 'companies', reltuples: 2 },
      { relname: 'people', reltuples: 4 },
    ])
  })

  it('importing the same file again adds nothing and changes nothing', async () => {
    const before = await source().counts()
    const path = join(folder, 'people.csv')
    const again = await importContacts({ db: db(), file: path, format: 'csv', importedAt })
    expect(again).toMatchObject({ _tag: 'Imported', accepted: 4, newCompanies: 0, newPeople: 0 })
    expect(await source().counts()).toEqual(before)
  })

  it('reads JSON Lines, updating a person imported before, and rejects lines that are not objects', async () => {
    const path = await file('people.jsonl', JSONL)
    const result = await importContacts({ db: db(), file: path, format: 'jsonl', importedAt })
    expect(result).toMatchObject({ _tag: 'Imported', rows: 4, accepted: 2, rejected: 2, newPeople: 1 })
    expect(await source().person('ada-l' as ProfileId)).toMatchObject({
      name: 'Ada King',
      title: 'CEO',
      emails: [{ address: 'ada@acme.example', status: 'unknown' }],
      phones: [],
    })
    const rejects = (await readFile(`${path}.rejects.jsonl`, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(rejects.map((r) => r.line)).toEqual([3, 4])
  })

  it('refuses a CSV whose header cannot identify anyone, writing nothing', async () => {
    const before = await source().counts()
    const path = await file('no-name.csv', 'profile_url,title\nhttps://www.linkedin.com/in/x,CEO\n')
    expect(await importContacts({ db: db(), file: path, format: 'csv', importedAt })).toEqual({
      _tag: 'ImportRefused',
      reason: 'the header has no "name" column',
    })
    expect(await source().counts()).toEqual(before)
  })
})
