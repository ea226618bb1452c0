// Test support, not product code: the people and companies a page or an API test reads, written into the
// service's own tables as an import writes them (the contact source has no API to add people), and the
// credits of its users: granted by an administrator through the API, spent through the ledger as if
// used up long ago.
import { contractClient } from '../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../adapters/browser/http/inject-transport.ts'
import * as Admin from '../../adapters/http-contract/admin.ts'
import * as Payment from '../../adapters/http-contract/payment.ts'
import * as User from '../../adapters/http-contract/user.ts'
import type { CompanyInput, PersonInput } from '../../adapters/server/contact-source/contact-batch.ts'
import { writeContactBatch } from '../../adapters/server/contact-source/kysely-contact-writer.ts'
import type { CreditKind } from '../../domain/credits/credit-kind.ts'
import type { EmailVerdict } from '../../domain/email/email-verdict.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { instant } from '../../domain/shared/instant.ts'
import { ServerTokens as T } from '../tokens.ts'
import type { InProcessApi } from './in-process-api.fixture.ts'
import { must } from './must.fixture.ts'

/** A verdict of `checkedAt` (ISO 8601); recent enough by default that no re-check is due. */
export type WorldEmail = {
  readonly address: string
  readonly verdict?: EmailVerdict
  readonly checkedAt?: string
}

/** A person of the world, at a company of the world (its domain) or at none. */
export type WorldPerson = {
  readonly linkedinId: string
  readonly name: string
  readonly title: string | null
  readonly companyDomain: string | null
  readonly decisionMaker?: boolean
  readonly emails: readonly (string | WorldEmail)[]
  readonly phones: readonly string[]
  /** The first phone is on WhatsApp. */
  readonly whatsappValid?: boolean
}

/** Jane Doe at Brightfold: two emails and two phones, the first on WhatsApp. */
export const JANE_DOE: WorldPerson = {
  linkedinId: 'jane-doe',
  name: 'Jane Doe',
  title: 'Head of Sales',
  companyDomain: 'brightfold.example',
  emails: ['jane@brightfold.example', 'j.doe@brightfold.example'],
  phones: ['+15550100123', '+15550100456'],
  whatsappValid: true,
}

export type WorldCompany = {
  readonly name: string
  readonly domain: string
  readonly website?: string | null
  readonly country?: string | null
  readonly logoUrl?: string | null
}

const RECENTLY = '2026-10-01T09:00:00.000Z'

const companyInput = (c: WorldCompany): CompanyInput => ({
  name: c.name,
  domain: c.domain,
  website: c.website ?? null,
  country: c.country ?? null,
  logoUrl: c.logoUrl ?? null,
  url: null,
  region: null,
  industry: null,
  employeeCount: null,
})

const personInput = (p: WorldPerson): PersonInput => ({
  profileId: p.linkedinId as ProfileId,
  name: p.name,
  title: p.title,
  isDecisionMaker: p.decisionMaker ?? true,
  seniority: null,
  companyDomain: p.companyDomain,
  emails: p.emails.map((e) => {
    const email = typeof e === 'string' ? { address: e } : e
    return {
      address: email.address,
      status: email.verdict ?? 'valid',
      checkedAt: instant(Date.parse(email.checkedAt ?? RECENTLY)),
    }
  }),
  phones: p.phones.map((e164, i) => ({
    e164,
    type: 'mobile',
    whatsappValid: i === 0 && (p.whatsappValid ?? false),
  })),
})

/** Writes the companies and people into the service's database, in the order given. */
export const seedContacts = async (
  api: InProcessApi,
  world: { readonly companies: readonly WorldCompany[]; readonly people: readonly WorldPerson[] },
): Promise<void> => {
  const { db } = await api.container.getAsync(T.Database)
  await writeContactBatch(db, {
    companies: world.companies.map(companyInput),
    people: world.people.map(personInput),
  })
}

const ADMIN = 'contacts-world-admin'

/**
 * Makes `user` known to the service (its FREE trial: 10 free credits), then sets what it has left of
 * each kind named: the trial's free credits are spent down, other kinds granted for 30 days.
 */
export const aWallet = async (
  api: InProcessApi,
  user: string,
  token: string,
  wallet: Partial<Record<CreditKind, number>> = {},
): Promise<void> => {
  const transport = injectTransport(api.app)
  must(await contractClient(User, transport, async () => token).userInfo(), 'the first sign-in')
  const { free, ...granted } = wallet
  if (free !== undefined) await spendFree(api, user, 10 - free)
  const grants = Object.entries(granted)
    .filter(([, quantity]) => quantity !== undefined && quantity > 0)
    .map(([kind, quantity]) => ({ kind: kind as CreditKind, quantity: quantity ?? 0 }))
  if (grants.length === 0) return
  const admin = contractClient(Admin, transport, () => api.token(ADMIN, { roles: ['admin'] }))
  must(await admin.grantCredits({ params: { id: user }, body: { grants, days: 30 } }), 'the grant')
}

/** Spends `count` of the user's free credits through the ledger, as if used up long ago. */
export const spendFree = async (api: InProcessApi, user: string, count: number): Promise<void> => {
  const ledger = await api.container.getAsync(T.CreditLedger)
  for (let i = 0; i < count; i++)
    await ledger.charge(user, (buckets) => {
      const bucket = buckets.find((b) => b.kind === 'free' && b.used < b.granted)
      if (bucket === undefined) throw new Error(`${user} has no free credit left to spend`)
      return {
        _tag: 'Charge',
        buckets: buckets.map((b) => (b.id === bucket.id ? { ...b, used: (b.used + 1) as typeof b.used } : b)),
        charges: [{ bucketId: bucket.id, kind: 'free', quantity: 1 as never }],
        ledgerAction: 'Test',
        reference: null,
        at: instant(Date.UTC(2026, 0, 1) + i),
        result: null,
      }
    })
}

/** What the user has left of each kind, as the subscription page reads it. */
export const creditsLeft = async (api: InProcessApi, token: string): Promise<Record<CreditKind, number>> => {
  const payment = contractClient(Payment, injectTransport(api.app), async () => token)
  const { creditDetails } = must(await payment.subscriptionOverview(), 'the overview')
  return Object.fromEntries(Object.entries(creditDetails).map(([kind, d]) => [kind, d.left])) as Record<
    CreditKind,
    number
  >
}
