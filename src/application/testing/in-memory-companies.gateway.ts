import type { CompanyQuery } from '../../domain/companies/company-query.ts'
import { MEMBERS_PAGE_SIZE } from '../../domain/pagination/page-count.ts'
import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type {
  CompaniesGateway,
  CompanyItem,
  CompanyRef,
  ContactsExport,
  ExportEntitlement,
  ExportScope,
  MembersPage,
  MembersRequest,
} from '../browser/ports/companies.gateway.port.ts'
import type { CreditCost } from '../browser/ports/contacts.gateway.port.ts'
import { csvOf, exportRow, memberView } from './fake-company-views.ts'
import type { InMemoryContactsGateway } from './in-memory-contacts.gateway.ts'

/** A company the fake service holds, with its people (profile ids known to the contacts fake). */
export type FakeCompany = {
  readonly item: CompanyItem
  readonly decisionMakers: readonly string[]
  readonly others: readonly string[]
}

type Method = keyof CompaniesGateway

const FREE: CreditCost = { credits: 0, charges: [] }

/**
 * The company calls in memory, over the contacts fake (same people, users, wallets and reveals): search
 * by name prefix (then anywhere in the name) or exact domain, at most 10; a members page with members
 * costs one search credit, else one free credit, once per user and page; an empty page is free; the
 * export lists the members a user revealed, for users allowed it (`allowExport`), else 403.
 */
export class InMemoryCompaniesGateway implements CompaniesGateway {
  /** Every call, in order, for tests that check what was asked. */
  readonly calls: { readonly method: Method; readonly input: unknown }[] = []
  private readonly paidPages = new Set<string>()
  private readonly exporters = new Set<string>()
  private readonly failures = new Map<Method, ApiCallFailed>()

  constructor(
    private readonly contacts: InMemoryContactsGateway,
    private readonly companies: readonly FakeCompany[] = [],
  ) {}

  /** Gives a user (by token) a plan that includes the CSV export. */
  allowExport(accessToken: string): void {
    this.exporters.add(accessToken)
  }

  /** The next call of `method` fails with this. */
  failNext(method: Method, failure: ApiCallFailed): void {
    this.failures.set(method, failure)
  }

  async searchCompanies(accessToken: string, query: CompanyQuery) {
    return this.guard('searchCompanies', accessToken, query, () => {
      if ('domain' in query)
        return this.companies.filter((c) => c.item.domain === query.domain).map((c) => c.item)
      const name = query.companyName.toLowerCase()
      const starts = this.companies.filter((c) => c.item.name.toLowerCase().startsWith(name))
      const within = this.companies.filter(
        (c) => !starts.includes(c) && c.item.name.toLowerCase().includes(name),
      )
      return [...starts, ...within].slice(0, 10).map((c) => c.item)
    })
  }

  async membersPage(accessToken: string, request: MembersRequest) {
    return this.guard('membersPage', accessToken, request, (): MembersPage | ApiCallFailed => {
      const company = this.find(request)
      if (company === undefined)
        return apiCallFailed(404, {
          code: 'COMPANY_NOT_FOUND',
          message: 'No company matches this name or domain',
        })
      const offset = (request.page - 1) * MEMBERS_PAGE_SIZE
      const slice = (ids: readonly string[]) => ids.slice(offset, offset + MEMBERS_PAGE_SIZE)
      const decisionMakers = slice(company.decisionMakers)
      const others = slice(company.others)
      const charged = this.chargePage(
        accessToken,
        company,
        request.page,
        decisionMakers.length + others.length > 0,
      )
      if (charged === null)
        return apiCallFailed(429, { code: 'CREDITS_EXCEEDED', message: 'Credits Exceeded' })
      const members = (ids: readonly string[]) =>
        ids.flatMap((id) => memberView(this.contacts.personOf(id), this.contacts.revealedOf(accessToken, id)))
      return {
        page: request.page,
        company: company.item,
        decisionMakers: { total: company.decisionMakers.length, members: members(decisionMakers) },
        others: { total: company.others.length, members: members(others) },
        charged,
      }
    })
  }

  async exportContacts(accessToken: string, scope: ExportScope) {
    return this.guard('exportContacts', accessToken, scope, (): ContactsExport | ApiCallFailed => {
      if (!this.exporters.has(accessToken))
        return apiCallFailed(403, {
          code: 'EXPORT_NOT_INCLUDED',
          message: 'CSV export is not included in your plan',
        })
      const scoped = scope.domain === undefined && scope.company === undefined
      const companies = scoped ? this.companies : this.companies.filter((c) => c === this.find(scope))
      const rows = companies.flatMap((c) =>
        [...c.decisionMakers, ...c.others].flatMap((id) =>
          exportRow(this.contacts.personOf(id), this.contacts.revealedOf(accessToken, id), c.item.name),
        ),
      )
      const csv = csvOf([['name', 'title', 'company', 'emails', 'phones', 'url'], ...rows])
      return { filename: `${scope.domain ?? scope.company ?? 'revealed'}-contacts.csv`, csv }
    })
  }

  async exportEntitlement(accessToken: string) {
    return this.guard(
      'exportEntitlement',
      accessToken,
      undefined,
      (): ExportEntitlement => ({
        csvExport: this.exporters.has(accessToken),
      }),
    )
  }

  private guard<T>(method: Method, token: string, input: unknown, then: () => T | ApiCallFailed) {
    this.calls.push({ method, input })
    const failure = this.failures.get(method)
    this.failures.delete(method)
    if (failure !== undefined) return failure
    if (this.contacts.walletOf(token) === undefined)
      return apiCallFailed(401, { code: 'UNAUTHENTICATED', message: 'User not authenticated' })
    return then()
  }

  private find(ref: CompanyRef): FakeCompany | undefined {
    if (ref.domain !== undefined && ref.domain.trim() !== '')
      return this.companies.find((c) => c.item.domain === ref.domain)
    const name = ref.company?.trim().toLowerCase()
    return this.companies.find((c) => c.item.name.toLowerCase() === name)
  }

  private chargePage(
    token: string,
    company: FakeCompany,
    page: number,
    hasMembers: boolean,
  ): CreditCost | null {
    const key = `${token}\n${company.item.domain}\n${page}`
    if (!hasMembers || this.paidPages.has(key)) return FREE
    const wallet = this.contacts.walletOf(token)
    const kind =
      wallet === undefined ? undefined : wallet.search > 0 ? 'search' : wallet.free > 0 ? 'free' : undefined
    if (wallet === undefined || kind === undefined) return null
    wallet[kind] -= 1
    this.paidPages.add(key)
    return { credits: 1, charges: [{ kind, quantity: 1 }] }
  }
}
