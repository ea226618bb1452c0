// Test support for the authorization matrix and the API fuzzer: the in-process service with every route
// able to answer 2xx (sandbox payments, a built extension, demo contacts), and fresh objects on demand.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { signNotification } from '../../src/adapters/server/payments/notification-signature.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { type ApiHarness, startApi } from './api-harness.ts'

export const PAYMENT_SECRET = 'payment-secret-for-authz-and-fuzz'
export const PUBLIC_URL = 'https://leads.example'

/** Someone the service knows by their token's subject. */
export type Subject = { readonly user: string; readonly admin?: boolean }

/** Demo contacts the contact routes can find. */
export type World = { readonly profileId: string; readonly companyName: string; readonly domain: string }

export type Seeder = {
  /** Signs `who` in once, so the service has their account (and FREE trial). */
  user(who: Subject): Promise<void>
  /** A cancellable subscription of `who`: a CUSTOM grant made by an administrator. */
  subscription(who: Subject): Promise<string>
  /** A pending order of `who`, and the signed notification that pays it. */
  order(who: Subject): Promise<{ readonly orderId: string; readonly paid: Record<string, string> }>
  /** A running Pro plan for `who` (CSV export needs one), bought with a 100% invite code. */
  proPlan(who: Subject): Promise<void>
  /** A fresh active invitation. */
  invitation(): Promise<{ readonly id: string; readonly code: string }>
}

export type SeededApi = { readonly api: ApiHarness; readonly world: World; readonly seed: Seeder }

const SEEDER_ADMIN: Subject = { user: 'seeder-admin', admin: true }
const FREE_CODE = 'SEED-ALL-FREE'

// These tests send thousands of requests a minute from one address and one user: they test the routes,
// not the rate limiter (0 turns a limit off).
const NO_RATE_LIMITS = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_USER_PER_MINUTE: '0' }

/** A stand-in extension build: the download route zips whatever holds a manifest. */
const fakeExtensionBuild = () => {
  const dir = mkdtempSync(join(tmpdir(), 'leadlens-ext-'))
  mkdirSync(join(dir, 'icons'))
  writeFileSync(join(dir, 'manifest.json'), '{}')
  writeFileSync(join(dir, 'popup.html'), '<!doctype html><title>popup</title>')
  return dir
}

const expectStatus = (what: string, response: { statusCode: number; body: string }, status: number) => {
  if (response.statusCode !== status)
    throw new Error(`seeding ${what}: ${response.statusCode} ${response.body.slice(0, 300)}`)
}

const findWorld = async (api: ApiHarness): Promise<World> => {
  const source = await api.container.getAsync(T.ContactSource)
  for (const prefix of ['a', 'e', 'i', 'o', 'c', 's']) {
    for (const company of await source.searchCompanies({ companyName: prefix }, 10)) {
      const [person] = (await source.members(company.id, 'decisionMakers', 0, 1)).people
      if (person !== undefined)
        return { profileId: person.profileId, companyName: company.name, domain: company.domain }
    }
  }
  throw new Error('the demo dataset has no company with people')
}

/** On PGlite, or on a fresh schema of the PostgreSQL server at DATABASE_URL when `postgres` is set. */
export const startSeededApi = async (
  env: Record<string, string> = {},
  options: { readonly postgres?: boolean } = {},
): Promise<SeededApi> => {
  const api = await startApi(
    {
      DEMO_COMPANIES: '5',
      PUBLIC_URL,
      PAYMENT_SECRET,
      EXTENSION_DIST_DIR: fakeExtensionBuild(),
      ...NO_RATE_LIMITS,
      ...env,
    },
    options,
  )
  let serial = 0
  const next = () => `${Date.now().toString(36)}${(serial++).toString(36)}`.toUpperCase()

  const user = async (who: Subject) => {
    expectStatus('a user', await api.call('GET', '/api/user/info', { as: who }), 200)
  }
  const invitation = async (discountAmount = 10, code = `SEED-${next()}`) => {
    const response = await api.call('POST', '/api/invitation', {
      as: SEEDER_ADMIN,
      body: { distributorName: 'Seed Resellers', discountAmount, inviteCode: code },
    })
    expectStatus('an invitation', response, 201)
    return { id: response.json().id as string, code }
  }
  await invitation(1_000_000, FREE_CODE)

  const seed: Seeder = {
    user,
    invitation: () => invitation(),
    subscription: async (who) => {
      await user(who)
      const response = await api.call('POST', `/api/admin/users/${encodeURIComponent(who.user)}/credits`, {
        as: SEEDER_ADMIN,
        body: { grants: [{ kind: 'search', quantity: 5 }], days: 30 },
      })
      expectStatus('a subscription', response, 201)
      return response.json().subscription.id as string
    },
    order: async (who) => {
      const response = await api.call('POST', '/api/payment/order', {
        as: who,
        body: { plan: 'MONTHLY_BASIC' },
      })
      expectStatus('an order', response, 200)
      const { orderId, finalAmount } = response.json() as { orderId: string; finalAmount: number }
      const fields = {
        orderId,
        status: 'PAID',
        amount: finalAmount.toFixed(2),
        timestamp: new Date().toISOString(),
        nonce: `nonce-${next()}`,
      } as const
      return { orderId, paid: { ...fields, signature: signNotification(PAYMENT_SECRET, fields) } }
    },
    proPlan: async (who) => {
      const response = await api.call('POST', '/api/payment/order', {
        as: who,
        body: { plan: 'MONTHLY_PRO', inviteCode: FREE_CODE },
      })
      expectStatus('a Pro plan', response, 200)
      if (response.json().status !== 'PAID') throw new Error(`seeding a Pro plan: ${response.body}`)
    },
  }
  return { api, world: await findWorld(api), seed }
}
