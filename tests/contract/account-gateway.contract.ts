import { describe, expect, it } from 'vitest'
import type { AccountGateway } from '../../src/application/browser/ports/account.gateway.port.ts'

export type AccountGatewayFixture = {
  readonly gateway: AccountGateway
  /** A new account's access token; its password is `password`. */
  newAccount(password: string): Promise<string>
}

/** What every AccountGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const accountGatewayContract = (name: string, fixture: () => Promise<AccountGatewayFixture>) => {
  describe(`AccountGateway contract: ${name}`, () => {
    it('sets and removes the address, refusing one that is not an address', async () => {
      const { gateway, newAccount } = await fixture()
      const token = await newAccount('first password')
      expect(await gateway.changeEmail(token, ' ada@home.example ')).toEqual({ email: 'ada@home.example' })
      expect(await gateway.changeEmail(token, 'ada at home')).toMatchObject({
        status: 400,
        code: 'ACCOUNT_EMAIL_INVALID',
      })
      expect(await gateway.changeEmail(token, '')).toEqual({ email: null })
    })

    it('changes the password only with the current one, to one of 8 characters or more', async () => {
      const { gateway, newAccount } = await fixture()
      const token = await newAccount('first password')
      expect(
        await gateway.changePassword(token, { currentPassword: 'not it', newPassword: 'second password' }),
      ).toMatchObject({ status: 400, code: 'ACCOUNT_PASSWORD_WRONG' })
      expect(
        await gateway.changePassword(token, { currentPassword: 'first password', newPassword: 'short' }),
      ).toMatchObject({ status: 400, code: 'ACCOUNT_PASSWORD_WEAK' })
      expect(
        await gateway.changePassword(token, {
          currentPassword: 'first password',
          newPassword: 'second password',
        }),
      ).toEqual({ changed: true })
      expect(
        await gateway.changePassword(token, {
          currentPassword: 'first password',
          newPassword: 'third password',
        }),
      ).toMatchObject({ code: 'ACCOUNT_PASSWORD_WRONG' })
    })
  })
}
