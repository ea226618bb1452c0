import { type Kysely, sql } from 'kysely'
import type {
  CompanyRecord,
  ContactCounts,
  ContactSource,
  ExampleCompany,
  MemberGroup,
  MembersSlice,
  PersonRecord,
} from '../../../application/server/ports/contact-source.port.ts'
import { type CompanyQuery, isDomainQuery } from '../../../domain/companies/company-query.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { compiledOnce } from '../persistence/compiled-once.ts'
import type { Database } from '../persistence/database-schema.ts'
import { searchCompaniesByName } from './company-search.ts'
import { normaliseDomain, normaliseName } from './contact-keys.ts'
import { companyFromRow, personFromRow } from './contact-rows.ts'
import { CONTACT_COLUMNS } from './person-contacts.ts'
import { findTrigramSchema } from './trigram-schema.ts'

const COMPANY_COLUMNS = ['id', 'name', 'domain', 'website', 'country', 'logo_url', 'url'] as const

const selectPeopleOn = (db: Kysely<Database>) =>
  db
    .selectFrom('people as p')
    .leftJoin('companies as c', 'c.id', 'p.company_id')
    .select([
      'p.profile_id',
      'p.name',
      'p.title',
      'p.is_decision_maker',
      'p.company_id',
      'c.name as company_name',
      'c.domain as company_domain',
      CONTACT_COLUMNS.emails.as('emails'),
      CONTACT_COLUMNS.phones.as('phones'),
    ])

// One person by profile id: every reveal reads one, so the statement is built and compiled once (issue 25).
const personRead = compiledOnce(1, (db, profileId: string) =>
  selectPeopleOn(db).where('p.profile_id', '=', profileId).compile(),
)

/**
 * ContactSource over the service's own tables (migration 0003-contacts), on PGlite or PostgreSQL.
 * Every query is served by an index: domain (unique), lower(name) prefix and trigram, and
 * (company, group, name, profile id) for members; counts come from a trigger-kept table.
 */
export class KyselyContactSource implements ContactSource {
  private trigramSchema: Promise<string> | undefined

  constructor(private readonly db: Kysely<Database>) {}

  async searchCompanies(query: CompanyQuery, limit: number): Promise<readonly CompanyRecord[]> {
    if (!isDomainQuery(query))
      return searchCompaniesByName(this.db, () => this.trigramSchemaOnce(), query.companyName, limit)
    const found = limit > 0 ? await this.companyByDomain(query.domain) : undefined
    return found === undefined ? [] : [found]
  }

  async findCompany(ref: {
    readonly name?: string
    readonly domain?: string
  }): Promise<CompanyRecord | undefined> {
    // A blank domain (an empty query parameter) is no domain: the name decides.
    if (ref.domain !== undefined && ref.domain.trim() !== '') return this.companyByDomain(ref.domain)
    const name = normaliseName(ref.name ?? '')
    if (name === '') return undefined
    const row = await this.db
      .selectFrom('companies')
      .select(COMPANY_COLUMNS)
      .where(sql<boolean>`lower(name) = lower(${name})`)
      // Two companies may share a name: the oldest id answers, the same one every time.
      .orderBy(sql`id collate "C"`)
      .limit(1)
      .executeTakeFirst()
    return row === undefined ? undefined : companyFromRow(row)
  }

  async person(profileId: ProfileId): Promise<PersonRecord | undefined> {
    const row = (await personRead(this.db, profileId)).rows[0]
    return row === undefined ? undefined : personFromRow(row)
  }

  async people(profileIds: readonly ProfileId[]): Promise<ReadonlyMap<ProfileId, PersonRecord>> {
    if (profileIds.length === 0) return new Map()
    const ids = [...new Set(profileIds)]
    const rows = await this.selectPeople()
      .where('p.profile_id', '=', sql<string>`any(${ids}::text[])`)
      .execute()
    return new Map(rows.map((row) => [row.profile_id as ProfileId, personFromRow(row)]))
  }

  async members(companyId: string, group: MemberGroup, offset: number, limit: number): Promise<MembersSlice> {
    const isDecisionMaker = group === 'decisionMakers'
    const groupTotal = this.db
      .selectFrom('people')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .where('company_id', '=', companyId)
      .where('is_decision_maker', '=', isDecisionMaker)
    // The group's size rides on the page's rows (PostgreSQL counts it once, as an init plan): one round
    // trip a group. Only a page past the end, with no row to carry it, counts on its own.
    const rows =
      limit <= 0
        ? []
        : await this.selectPeople()
            .select(groupTotal.as('group_total'))
            .where('p.company_id', '=', companyId)
            .where('p.is_decision_maker', '=', isDecisionMaker)
            .orderBy(sql`p.name collate "C"`)
            .orderBy(sql`p.profile_id collate "C"`)
            .offset(Math.max(0, offset))
            .limit(limit)
            .execute()
    // No row from the start of a page that asked for some: the group is empty.
    const total =
      rows[0]?.group_total ?? (offset <= 0 && limit > 0 ? 0 : (await groupTotal.executeTakeFirst())?.total)
    return { total: Number(total ?? 0), people: rows.map(personFromRow) }
  }

  async counts(): Promise<ContactCounts> {
    const rows = await this.db.selectFrom('contact_counts').select(['name', 'value']).execute()
    const count = (name: string) => Number(rows.find((r) => r.name === name)?.value ?? 0)
    return { companies: count('companies'), contacts: count('people') }
  }
  async exampleCompany(): Promise<ExampleCompany | undefined> {
    // The primary key's order, stopping at the first company with someone in it: one index walk.
    const row = await this.db
      .selectFrom('companies as c')
      .select(['c.name', 'c.domain'])
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('people as p').select('p.profile_id').whereRef('p.company_id', '=', 'c.id')),
      )
      .orderBy('c.id')
      .limit(1)
      .executeTakeFirst()
    return row === undefined ? undefined : { name: row.name, domain: row.domain }
  }

  private async companyByDomain(text: string): Promise<CompanyRecord | undefined> {
    const domain = normaliseDomain(text)
    if (domain === undefined) return undefined
    const row = await this.db
      .selectFrom('companies')
      .select(COMPANY_COLUMNS)
      .where('domain', '=', domain)
      .executeTakeFirst()
    return row === undefined ? undefined : companyFromRow(row)
  }

  private selectPeople() {
    return selectPeopleOn(this.db)
  }

  // Looked up once per adapter: the extension's schema does not move while the service runs.
  private trigramSchemaOnce(): Promise<string> {
    if (this.trigramSchema === undefined) {
      this.trigramSchema = findTrigramSchema(this.db)
      this.trigramSchema.catch(() => {
        this.trigramSchema = undefined
      })
    }
    return this.trigramSchema
  }
}
