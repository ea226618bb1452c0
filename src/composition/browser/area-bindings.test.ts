import { Container } from 'inversify'
import { describe, expect, it } from 'vitest'
import { GrantUserCredits } from '../../application/browser/grant-user-credits.use-case.ts'
import { ListInvitationCodes } from '../../application/browser/list-invitation-codes.use-case.ts'
import { ListUserAccounts } from '../../application/browser/list-user-accounts.use-case.ts'
import { BrowserTokens, ServerTokens } from '../tokens.ts'
import { bindAdminUsersArea } from './admin-users.bindings.ts'
import { AdminUserTokens } from './admin-users.tokens.ts'
import { bindInvitationArea } from './invitation.bindings.ts'
import { InvitationTokens } from './invitation.tokens.ts'

// The areas' bindings resolve every token they name, and load no adapter until a call is made.
describe('invitation and admin users bindings', () => {
  const container = () => {
    const c = new Container({ defaultScope: 'Singleton' })
    c.bind(BrowserTokens.GetAccessToken).toConstantValue({ execute: async () => 'token' } as never)
    bindInvitationArea(c)
    bindAdminUsersArea(c)
    return c
  }

  it('binds every invitation use case', () => {
    const c = container()
    for (const token of Object.values(InvitationTokens)) expect(c.get(token)).toBeDefined()
    expect(c.get(InvitationTokens.ListInvitationCodes)).toBeInstanceOf(ListInvitationCodes)
  })

  it('binds every admin users use case', () => {
    const c = container()
    expect(c.get(AdminUserTokens.ListUserAccounts)).toBeInstanceOf(ListUserAccounts)
    expect(c.get(AdminUserTokens.GrantUserCredits)).toBeInstanceOf(GrantUserCredits)
  })

  it('names no token another area or the service already uses', () => {
    const ours = (k: string) => k in InvitationTokens || k in AdminUserTokens
    const taken = [...Object.keys(BrowserTokens).filter((k) => !ours(k)), ...Object.keys(ServerTokens)]
    for (const name of [...Object.keys(InvitationTokens), ...Object.keys(AdminUserTokens)])
      expect(taken).not.toContain(name)
  })
})
