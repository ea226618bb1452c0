import { Container } from 'inversify'
import { describe, expect, it } from 'vitest'
import { QuoteMemberReveal } from '../../application/browser/quote-member-reveal.use-case.ts'
import { RevealMember } from '../../application/browser/reveal-member.use-case.ts'
import { InMemoryIdentity } from '../../application/testing/in-memory-identity.ts'
import { typedResolver } from '../typed-resolution.ts'
import { ActivityTokens, bindActivityArea } from './activity.area.ts'
import { AuditTokens, bindAuditArea } from './audit.area.ts'
import { bindCompaniesArea, CompaniesTokens } from './companies.area.ts'
import { bindInvitationsArea, InvitationsTokens } from './invitations.area.ts'
import { bindOnboardingArea, OnboardingTokens } from './onboarding.area.ts'
import { bindOptOutArea, OptOutTokens } from './opt-out.area.ts'
import { bindOutboxArea, OutboxTokens } from './outbox.area.ts'
import { bindPricingArea, PricingTokens } from './pricing.area.ts'
import { bindProfileArea, ProfileTokens } from './profile.area.ts'
import { bindSessionArea } from './session.area.ts'
import { bindSiteArea, SiteTokens } from './site.area.ts'
import { bindSubscriptionArea, SubscriptionTokens } from './subscription.area.ts'
import { bindUsersArea, UsersTokens } from './users.area.ts'

// Every area the web app lists (the preferences area is bound with the device's store, below).
const AREAS = [
  [SiteTokens, bindSiteArea],
  [ProfileTokens, bindProfileArea],
  [PricingTokens, bindPricingArea],
  [OptOutTokens, bindOptOutArea],
  [OnboardingTokens, bindOnboardingArea],
  [CompaniesTokens, bindCompaniesArea],
  [SubscriptionTokens, bindSubscriptionArea],
  [ActivityTokens, bindActivityArea],
  [InvitationsTokens, bindInvitationsArea],
  [UsersTokens, bindUsersArea],
  [AuditTokens, bindAuditArea],
  [OutboxTokens, bindOutboxArea],
] as const

// Signed out: no call may run, so no adapter (and no API client) is ever loaded.
const container = () => {
  const c = new Container({ defaultScope: 'Singleton' })
  bindSessionArea(c, { identity: new InMemoryIdentity() })
  for (const [, bind] of AREAS) bind(c)
  return c
}

describe('the web app’s areas', () => {
  it('bind every token they name', () => {
    const c = container()
    for (const [tokens] of AREAS)
      for (const token of Object.values(tokens)) expect(c.get(token)).toBeDefined()
    expect(c.get(CompaniesTokens.QuoteMemberReveal)).toBeInstanceOf(QuoteMemberReveal)
    expect(c.get(CompaniesTokens.RevealMember)).toBeInstanceOf(RevealMember)
  })

  it('make no call without an access token, so the API client is never loaded', async () => {
    const c = typedResolver(container())
    const unavailable = { _tag: 'TokenUnavailable' }
    expect(await c(OnboardingTokens.OnboardingApi).submit({ skip: true })).toEqual(unavailable)
    expect(await c(AuditTokens.AuditLogApi).page(1)).toEqual(unavailable)
    expect(await c(OutboxTokens.OutboxApi).page(1)).toEqual(unavailable)
    expect(await c(InvitationsTokens.InvitationsApi).list()).toEqual(unavailable)
    expect(await c(UsersTokens.UserAdminApi).list(1)).toEqual(unavailable)
    expect(await c(SubscriptionTokens.SubscriptionApi).overview()).toEqual(unavailable)
    expect(await c(ActivityTokens.CreditLogApi).page(1)).toEqual(unavailable)
    expect(await c(CompaniesTokens.CompaniesApi).exportEntitlement()).toEqual(unavailable)
  })
})
