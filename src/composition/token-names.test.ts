import { describe, expect, it } from 'vitest'
import { ActivityTokens } from './browser/activity.area.ts'
import { AuditTokens } from './browser/audit.area.ts'
import { CompaniesTokens } from './browser/companies.area.ts'
import { InvitationsTokens } from './browser/invitations.area.ts'
import { OnboardingTokens } from './browser/onboarding.area.ts'
import { OptOutTokens } from './browser/opt-out.area.ts'
import { OutboxTokens } from './browser/outbox.area.ts'
import { PreferencesTokens } from './browser/preferences.area.ts'
import { PricingTokens } from './browser/pricing.area.ts'
import { ProfileTokens } from './browser/profile.area.ts'
import { SessionTokens } from './browser/session.area.ts'
import { SiteTokens } from './browser/site.area.ts'
import { SubscriptionTokens } from './browser/subscription.area.ts'
import { UsersTokens } from './browser/users.area.ts'
import { ExtensionTokens } from './extension/tab.area.ts'
import { AccountsTokens } from './server/accounts.area.ts'
import { AuditTokens as ServerAuditTokens } from './server/audit.area.ts'
import { BillingTokens } from './server/billing.area.ts'
import { ContactsTokens } from './server/contacts.area.ts'
import { IdentityTokens } from './server/identity.area.ts'
import { InvitationsTokens as ServerInvitationsTokens } from './server/invitations.area.ts'
import { OptOutTokens as ServerOptOutTokens } from './server/opt-out.area.ts'
import { ServerTokens } from './tokens.ts'

// Every area of both sides names its own tokens; a name used twice would mean two things in logs and docs.
const ALL = {
  PreferencesTokens,
  SessionTokens,
  SiteTokens,
  ProfileTokens,
  PricingTokens,
  OptOutTokens,
  OnboardingTokens,
  CompaniesTokens,
  SubscriptionTokens,
  ActivityTokens,
  InvitationsTokens,
  UsersTokens,
  AuditTokens,
  OutboxTokens,
  ExtensionTokens,
  ServerTokens,
  AccountsTokens,
  ServerAuditTokens,
  BillingTokens,
  ContactsTokens,
  IdentityTokens,
  ServerInvitationsTokens,
  ServerOptOutTokens,
}

describe('token names', () => {
  it('are used once across every area of both sides', () => {
    const names = Object.values(ALL).flatMap((tokens) => Object.keys(tokens))
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
  })

  it('are the names the tokens are registered under', () => {
    for (const tokens of Object.values(ALL))
      for (const [name, symbol] of Object.entries(tokens)) expect(symbol).toBe(Symbol.for(`leadlens.${name}`))
  })
})
