import { type CompanyQuery, isDomainQuery } from '../../domain/companies/company-query.ts'
import { hostnameOf } from '../../domain/companies/hostname.ts'
import type { OptOutEmail } from '../../domain/opt-out/opt-out-email.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type { ContactEraser } from '../server/ports/contact-eraser.port.ts'
import type {
  CompanyRecord,
  ContactCounts,
  ContactEmail,
  ContactPhone,
  ContactSource,
  ExampleCompany,
  MemberGroup,
  MembersSlice,
  PersonRecord,
} from '../server/ports/contact-source.port.ts'
import type { SeedCompany, SeedPerson } from './contact-seed.ts'
import { SIMILARITY_THRESHOLD, similarity } from './trigram-similarity.ts'

// The same constants as the database adapter (company-search.ts): the contract suite holds both to them.
const PREFIX_CANDIDATES = 500
const FUZZY_MIN_LENGTH = 3

const normaliseName = (text: string) => text.trim().replace(/\s+/gu, ' ')
const lengthOf = (text: string) => [...text].length
// Code-point order, as the database's "C" collation sorts.
const compare = (a: string, b: string): number => {
  const [x, y] = [[...a], [...b]]
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0)
    if (d !== 0) return d
  }
  return x.length - y.length
}
const byShortName = (a: CompanyRecord, b: CompanyRecord) =>
  lengthOf(a.name) - lengthOf(b.name) ||
  compare(a.name.toLowerCase(), b.name.toLowerCase()) ||
  compare(a.id, b.id)

const EMAIL_RANK: Record<ContactEmail['status'], number> = { valid: 0, accept_all: 1, unknown: 2, invalid: 3 }
const PHONE_RANK = (phone: ContactPhone) =>
  phone.type === 'mobile' ? 0 : phone.type === 'direct' ? 1 : phone.type === 'office' ? 2 : 3
// Array.prototype.sort is stable, so equal ranks keep the source's order, as the adapter's id tiebreak does.
const bestEmails = (emails: readonly ContactEmail[]) =>
  emails
    .filter((e) => e.status !== 'invalid')
    .sort((a, b) => EMAIL_RANK[a.status] - EMAIL_RANK[b.status] || b.checkedAt - a.checkedAt)
const mobileFirst = (phones: readonly ContactPhone[]) =>
  [...phones].sort((a, b) => PHONE_RANK(a) - PHONE_RANK(b))

type Stored = { readonly person: SeedPerson; readonly company: CompanyRecord | null }

/**
 * ContactSource in memory, with the database adapter's semantics; seeded through its constructor. Also
 * the ContactEraser over the same people, as the database's tables serve both.
 */
export class InMemoryContactSource implements ContactSource, ContactEraser {
  private readonly companies: readonly CompanyRecord[]
  private readonly peopleById = new Map<ProfileId, Stored>()

  constructor(companies: readonly SeedCompany[] = [], peopleWithoutCompany: readonly SeedPerson[] = []) {
    this.companies = companies.map(({ people: _, ...company }) => ({ ...company }))
    companies.forEach((seed, i) => {
      for (const person of seed.people)
        this.peopleById.set(person.profileId, { person, company: this.companies[i] ?? null })
    })
    for (const person of peopleWithoutCompany)
      this.peopleById.set(person.profileId, { person, company: null })
  }

  async searchCompanies(query: CompanyQuery, limit: number): Promise<readonly CompanyRecord[]> {
    if (limit <= 0) return []
    if (isDomainQuery(query)) {
      const found = this.byDomain(query.domain)
      return found === undefined ? [] : [found]
    }
    const name = normaliseName(query.companyName).toLowerCase()
    if (name === '') return []
    const isPrefix = (c: CompanyRecord) => c.name.toLowerCase().startsWith(name)
    const prefixed = this.companies
      .filter(isPrefix)
      .sort((a, b) => compare(a.name.toLowerCase(), b.name.toLowerCase()))
      .slice(0, PREFIX_CANDIDATES)
      .sort(byShortName)
      .slice(0, limit)
    if (prefixed.length >= limit || lengthOf(name) < FUZZY_MIN_LENGTH) return prefixed
    const fuzzy = this.companies
      .filter((c) => !isPrefix(c))
      .map((c) => ({ c, score: similarity(c.name, name) }))
      .filter(({ score }) => score >= SIMILARITY_THRESHOLD)
      .sort((a, b) => b.score - a.score || byShortName(a.c, b.c))
      .map(({ c }) => c)
    return [...prefixed, ...fuzzy.slice(0, limit - prefixed.length)]
  }

  async findCompany(ref: {
    readonly name?: string
    readonly domain?: string
  }): Promise<CompanyRecord | undefined> {
    if (ref.domain !== undefined && ref.domain.trim() !== '') return this.byDomain(ref.domain)
    const name = normaliseName(ref.name ?? '').toLowerCase()
    if (name === '') return undefined
    return this.companies.filter((c) => c.name.toLowerCase() === name).sort((a, b) => compare(a.id, b.id))[0]
  }

  async person(profileId: ProfileId): Promise<PersonRecord | undefined> {
    const stored = this.peopleById.get(profileId)
    return stored === undefined ? undefined : recordOf(stored)
  }

  async people(profileIds: readonly ProfileId[]): Promise<ReadonlyMap<ProfileId, PersonRecord>> {
    return new Map(
      profileIds.flatMap((id) => {
        const stored = this.peopleById.get(id)
        return stored === undefined ? [] : [[id, recordOf(stored)] as const]
      }),
    )
  }

  async members(companyId: string, group: MemberGroup, offset: number, limit: number): Promise<MembersSlice> {
    const wanted = group === 'decisionMakers'
    const all = [...this.peopleById.values()]
      .filter(({ person, company }) => company?.id === companyId && person.isDecisionMaker === wanted)
      .sort(
        (a, b) => compare(a.person.name, b.person.name) || compare(a.person.profileId, b.person.profileId),
      )
    const start = Math.max(0, offset)
    return { total: all.length, people: all.slice(start, start + Math.max(0, limit)).map(recordOf) }
  }

  async counts(): Promise<ContactCounts> {
    return { companies: this.companies.length, contacts: this.peopleById.size }
  }
  async exampleCompany(): Promise<ExampleCompany | undefined> {
    const peopled = new Set([...this.peopleById.values()].map(({ company }) => company?.id))
    const first = this.companies
      .filter((company) => peopled.has(company.id))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))[0]
    return first === undefined ? undefined : { name: first.name, domain: first.domain }
  }

  async forget(who: { readonly profileId: ProfileId; readonly email: OptOutEmail | null }): Promise<number> {
    const gone = [...this.peopleById.values()]
      .filter(
        ({ person }) =>
          person.profileId === who.profileId ||
          (who.email !== null && person.emails.some((e) => e.address.toLowerCase() === who.email)),
      )
      .map(({ person }) => person.profileId)
    for (const id of gone) this.peopleById.delete(id)
    return gone.length
  }

  private byDomain(text: string): CompanyRecord | undefined {
    const domain = hostnameOf(text)
    return domain === undefined ? undefined : this.companies.find((c) => hostnameOf(c.domain) === domain)
  }
}

const recordOf = ({ person, company }: Stored): PersonRecord => ({
  profileId: person.profileId,
  name: person.name,
  title: person.title,
  isDecisionMaker: person.isDecisionMaker,
  company: company === null ? null : { id: company.id, name: company.name, domain: company.domain },
  emails: bestEmails(person.emails),
  phones: mobileFirst(person.phones),
})
