import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OptOutEmail } from '../../../domain/opt-out/opt-out-email.ts'
import { optOutEntries, pepperCheck } from '../../../domain/opt-out/suppression-key.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { instant } from '../../../domain/shared/instant.ts'
import { generateDataset } from '../demo-data/generate-dataset.ts'
import { loadDemoDataIfEmpty } from '../demo-data/load-demo-data.ts'
import { nodeDigest } from '../node-digest.ts'
import { KyselySuppressionList } from '../persistence/kysely-suppression-list.repository.ts'
import { type OpenDatabase, openDatabase } from '../persistence/open-database.ts'
import { importContacts } from './import/import-contacts.ts'
import { KyselyContactSource } from './kysely-contact-source.ts'

const PEPPER = 'pepper-for-the-import-tests'
const CSV = [
  'profile_url,name,company_name,company_domain,emails',
  'https://www.linkedin.com/in/ada-l,Ada Lovelace,Acme,acme.example,ada@acme.example',
  'https://www.linkedin.com/in/bob-b,Bob Builder,Acme,acme.example,Bob.B@Acme.example',
  'https://www.linkedin.com/in/cy-c,Cy Chen,Acme,acme.example,cy@acme.example',
].join('\n')
const importedAt = instant(Date.UTC(2026, 5, 1))
const sha256 = nodeDigest.sha256Hex

/** Suppresses as a confirmed opt-out does: the profile named and the address that confirmed. */
const optOut = (db: OpenDatabase['db'], profileId: string, email: string, pepper = PEPPER) =>
  new KyselySuppressionList(db, pepperCheck(pepper, sha256)).suppress(
    optOutEntries({ profileId: profileId as ProfileId, email: email as OptOutEmail }, pepper, sha256),
    importedAt,
  )

describe('opted-out people stay out of the contact tables', () => {
  let database: OpenDatabase | undefined
  let folder = ''
  const db = () => database?.db ?? expect.fail('no database')
  const person = (id: string) => new KyselyContactSource(db()).person(id as ProfileId)
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' })
    folder = await mkdtemp(join(tmpdir(), 'leadlens-suppressed-'))
  }, 60_000)
  afterAll(async () => {
    await database?.close()
    await rm(folder, { recursive: true, force: true })
  })

  it('the importer skips a person by profile id or by any of their addresses, and says how many', async () => {
    const file = join(folder, 'people.csv')
    await writeFile(file, CSV)
    // Ada by her profile, Bob by an address he confirmed with (his record holds it in another case).
    await optOut(db(), 'ada-l', 'someone@else.example')
    await optOut(db(), 'not-bobs-profile', 'bob.b@acme.example')
    const result = await importContacts({
      db: db(),
      file,
      format: 'csv',
      importedAt,
      suppressionPepper: PEPPER,
    })
    expect(result).toMatchObject({ _tag: 'Imported', accepted: 3, suppressed: 2, newPeople: 1 })
    expect(await person('ada-l')).toBeUndefined()
    expect(await person('bob-b')).toBeUndefined()
    expect(await person('cy-c')).toMatchObject({ name: 'Cy Chen' })
    // Again, as a re-import of the same file would: still out.
    const again = await importContacts({
      db: db(),
      file,
      format: 'csv',
      importedAt,
      suppressionPepper: PEPPER,
    })
    expect(again).toMatchObject({ _tag: 'Imported', suppressed: 2, newPeople: 0 })
  })

  it('an import hashing with another pepper is refused before anything is written', async () => {
    const file = join(folder, 'more.csv')
    await writeFile(file, 'profile_url,name\nhttps://www.linkedin.com/in/dee-d,Dee\n')
    const result = await importContacts({ db: db(), file, format: 'csv', importedAt })
    expect(result).toEqual({ _tag: 'ImportRefused', reason: expect.stringMatching(/SUPPRESSION_PEPPER/) })
    expect(await person('dee-d')).toBeUndefined()
  })

  it('the demo loader leaves out who opted out, even into empty contact tables', async () => {
    await database?.close()
    database = await openDatabase({ dataDir: 'memory' })
    const options = { seed: 'suppressed-demo', companies: 3, asOf: new Date('2026-03-01T00:00:00Z') }
    const [first] = generateDataset(options)
    const [gone, kept] = first?.people ?? []
    if (gone === undefined || kept === undefined) throw new Error('the generator made too few people')
    await optOut(db(), gone.profileId, 'nobody@nowhere.example')
    const result = await loadDemoDataIfEmpty(db(), { ...options, suppressionPepper: PEPPER })
    expect(result.loaded).toBe(true)
    expect(await person(gone.profileId)).toBeUndefined()
    expect(await person(kept.profileId)).toMatchObject({ name: kept.fullName })
  }, 60_000)
})
