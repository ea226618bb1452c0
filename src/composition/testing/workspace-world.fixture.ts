// Test support, not product code: a user's Contacts made the way a user makes them. The people are
// written into the service's contact data as the importer writes a batch (no call adds people to the
// data: an operator imports them), then revealed one by one through the real reveal call, paid with
// credits an administrator granted through the admin call. Pages and API tests then read real contacts.
import { contractClient } from '../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../adapters/browser/http/inject-transport.ts'
import * as Admin from '../../adapters/http-contract/admin.ts'
import * as Contacts from '../../adapters/http-contract/contacts.ts'
import * as User from '../../adapters/http-contract/user.ts'
import type { ContactBatch } from '../../adapters/server/contact-source/contact-batch.ts'
import { writeContactBatch } from '../../adapters/server/contact-source/kysely-contact-writer.ts'
import type { CreditKind } from '../../domain/credits/credit-kind.ts'
import type { EmailVerdict } from '../../domain/email/email-verdict.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { instant } from '../../domain/shared/instant.ts'
import { ServerTokens as T } from '../tokens.ts'
import type { InProcessApi } from './in-process-api.fixture.ts'
import { must } from './must.fixture.ts'

/** A person of the contact data: a profile id, a name, a company (by domain) and one address. */
export type WorldPerson = {
  readonly profileId: string
  readonly name: string
  readonly title?: string
  readonly company?: { readonly name: string; readonly domain: string }
  readonly email?: { readonly address: string; readonly verdict: EmailVerdict }
}

/**
 * Person 001, Person 002, …: at Acme (odd) or Brightfold (even), each with a valid address of their
 * own (`p7@acme.example`).
 */
export const numberedPeople = (count: number, from = 1): WorldPerson[] =>
  Array.from({ length: count }, (_, i) => {
    const n = from + i
    const company =
      n % 2 ? { name: 'Acme', domain: 'acme.example' } : { name: 'Brightfold', domain: 'brightfold.example' }
    return {
      profileId: `p-${n}`,
      name: `Person ${String(n).padStart(3, '0')}`,
      company,
      email: { address: `p${n}@${company.domain}`, verdict: 'valid' as const },
    }
  })

/** Writes the people (and their companies) into the service's contact data, checked just now. */
export const holdPeople = async (api: InProcessApi, people: readonly WorldPerson[]): Promise<void> => {
  const now = instant(Date.now())
  const companies = new Map(
    people.flatMap((p) => (p.company === undefined ? [] : [[p.company.domain, p.company]])),
  )
  const batch: ContactBatch = {
    companies: [...companies.values()].map((c) => ({
      name: c.name,
      domain: c.domain,
      website: `https://${c.domain}`,
      country: null,
      logoUrl: null,
      url: null,
      region: null,
      industry: null,
      employeeCount: null,
    })),
    people: people.map((p) => ({
      profileId: p.profileId as ProfileId,
      name: p.name,
      title: p.title ?? null,
      isDecisionMaker: true,
      seniority: null,
      companyDomain: p.company?.domain ?? null,
      emails:
        p.email === undefined ? [] : [{ address: p.email.address, status: p.email.verdict, checkedAt: now }],
      phones: [],
    })),
  }
  const { db } = await api.container.getAsync(T.Database)
  await writeContactBatch(db, batch)
}

/** The holder of `token` signs in (so the service has their account) and is granted credits of a kind. */
export const grantCredits = async (
  api: InProcessApi,
  token: string,
  userId: string,
  { kind = 'lead', quantity }: { readonly kind?: CreditKind; readonly quantity: number },
) => {
  const user = contractClient(User, injectTransport(api.app), async () => token)
  must(await user.userInfo(), 'signing in')
  const admin = contractClient(Admin, injectTransport(api.app), () =>
    api.token('workspace-world-admin', { roles: ['admin'] }),
  )
  must(
    await admin.grantCredits({ params: { id: userId }, body: { grants: [{ kind, quantity }] } }),
    'the grant',
  )
}

/**
 * The holder of `token` reveals each person in this order (one call at a time, so the newest is the
 * last), paid with lead credits granted first.
 */
export const revealPeople = async (
  api: InProcessApi,
  token: string,
  userId: string,
  profileIds: readonly string[],
): Promise<void> => {
  await grantCredits(api, token, userId, { quantity: Math.max(1, profileIds.length) })
  const contacts = contractClient(Contacts, injectTransport(api.app), async () => token)
  for (const linkedinId of profileIds)
    must(
      await contacts.revealProfile({ params: { linkedinId }, query: { reveal: 'true', want: 'all' } }),
      `revealing ${linkedinId}`,
    )
}
