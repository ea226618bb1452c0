// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { createBrowserContainer } from '../browser.container.ts'
import type { Token } from '../token.ts'
import { typedResolver } from '../typed-resolution.ts'
import { ActivityTokens } from './activity.area.ts'
import { AuditTokens } from './audit.area.ts'
import { CompaniesTokens } from './companies.area.ts'
import { EmailFinderTokens } from './email-finder.area.ts'
import { InvitationsTokens } from './invitations.area.ts'
import { OnboardingTokens } from './onboarding.area.ts'
import { OutboxTokens } from './outbox.area.ts'
import { SubscriptionTokens } from './subscription.area.ts'
import { UsersTokens } from './users.area.ts'

// Every area module here, found by name: a new one is held to these checks without being listed.
const AREA_MODULES = import.meta.glob<Record<string, unknown>>('./*.area.ts', { eager: true })
const areaTokens = Object.entries(AREA_MODULES).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name]) => name.endsWith('Tokens'))
    .flatMap(([name, tokens]) =>
      Object.entries(tokens as Record<string, Token<unknown>>).map(([key, token]) => ({
        name: `${file} ${name}.${key}`,
        token,
      })),
    ),
)

describe('the web app’s areas', () => {
  it('are all listed by the container, which binds every token they name', () => {
    expect(Object.keys(AREA_MODULES).length).toBeGreaterThanOrEqual(14)
    const get = typedResolver(createBrowserContainer(window))
    for (const { name, token } of areaTokens) expect(get(token), name).toBeDefined()
  })

  it('make no call without an access token', async () => {
    // Nobody has signed in on this device: no token, so no call is made.
    const get = typedResolver(createBrowserContainer(window))
    const unavailable = { _tag: 'TokenUnavailable' }
    expect(await get(OnboardingTokens.OnboardingApi).completeOnboarding({ body: { skip: true } })).toEqual(
      unavailable,
    )
    expect(await get(AuditTokens.AuditLogApi).auditLog({ query: { page: 1 } })).toEqual(unavailable)
    expect(await get(OutboxTokens.OutboxApi).outbox({ query: { page: 1 } })).toEqual(unavailable)
    expect(await get(InvitationsTokens.InvitationsApi).listInvitations()).toEqual(unavailable)
    expect(await get(UsersTokens.UserAdminApi).listUsers({ query: { page: 1 } })).toEqual(unavailable)
    expect(await get(SubscriptionTokens.SubscriptionApi).subscriptionOverview()).toEqual(unavailable)
    expect(await get(ActivityTokens.CreditLogApi).creditLog({ query: { page: 1 } })).toEqual(unavailable)
    expect(await get(CompaniesTokens.CompaniesApi).searchCompanies({ query: { companyName: 'ab' } })).toEqual(
      unavailable,
    )
    expect(await get(CompaniesTokens.PlanFeaturesApi).subscriptionOverview()).toEqual(unavailable)
    expect(
      await get(EmailFinderTokens.EmailApi).verifyEmails({ body: { addresses: ['a@b.example'] } }),
    ).toEqual(unavailable)
  })
})
