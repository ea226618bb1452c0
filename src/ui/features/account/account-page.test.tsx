// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { contractClient } from '../../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../../adapters/browser/http/inject-transport.ts'
import * as UserCalls from '../../../adapters/http-contract/user.ts'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import {
  type EmbeddedIdentityApi,
  startEmbeddedIdentityApi,
} from '../../../composition/testing/account-world.fixture.ts'
import { click, field, fieldError, type } from '../invitations/testing/page-actions.ts'
import { renderAccount } from './testing/render-account.tsx'

// The account page against the real service and its embedded provider: each test signs a new account
// up (password 'first password', no address) and signs in with it.
let api: EmbeddedIdentityApi
beforeAll(async () => {
  api = await startEmbeddedIdentityApi()
})
afterAll(() => api.close())

let accounts = 0
// The provider checks a password with scrypt (deliberately slow): the page's answer may take a few
// seconds on a busy machine, so the page is given more turns to show it.
const HASHING = 1_000
const setup = async () => {
  const username = `ann${++accounts}`
  const { id, token } = await api.newAccount(username, 'first password')
  const identity = new InMemoryIdentity()
  identity.signInDirectly({ sub: id, username, email: null, admin: false }, token)
  // The service as the account holder: what it says of them, and their next change.
  const service = contractClient(UserCalls, injectTransport(api.app), async () => token)
  return { identity, service }
}

describe('the account page', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  it('sets the address, and says beside the field when it is not one', async () => {
    const { identity, service } = await setup()
    const app = await renderAccount({ api, identity })
    unmount = app.unmount
    expect(document.querySelector('h1')?.textContent).toBe('My account')
    await type('Email', 'ann at home')
    await click('Save address')
    await app.until(() => fieldError('Email') !== null)
    expect(fieldError('Email')).toBe('Please enter a valid email address, or leave it empty.')
    await type('Email', 'ann@home.example')
    await click('Save address')
    // Saved at the provider: user info says the address as the account holds it now.
    let email: unknown = null
    for (let tries = 0; tries < 50 && email !== 'ann@home.example'; tries++) {
      await app.settle()
      const info = await service.userInfo()
      email = 'email' in info ? info.email : null
    }
    expect(email).toBe('ann@home.example')
  })

  it('changes the password only with the current one, each refusal beside its field, in Chinese too', async () => {
    const { identity, service } = await setup()
    const app = await renderAccount({ api, identity, language: 'zh' })
    unmount = app.unmount
    expect(document.querySelector('h1')?.textContent).toBe('我的账户')
    await type('当前密码', 'not it')
    await type('新密码', 'second password')
    await click('修改密码')
    await app.until(() => fieldError('当前密码') !== null, HASHING)
    expect(fieldError('当前密码')).toBe('当前密码不正确。')
    await type('当前密码', 'first password')
    await type('新密码', 'short')
    await click('修改密码')
    await app.until(() => fieldError('新密码') !== null, HASHING)
    expect(fieldError('新密码')).toBe('新密码太弱：请至少使用 8 个字符（最多 256 个）。')
    await type('新密码', 'second password')
    await click('修改密码')
    // Changed: the form empties its fields, with no refusal beside either.
    await app.until(
      () => field('新密码').value === '' && fieldError('新密码') === null && fieldError('当前密码') === null,
      HASHING,
    )
    // The provider holds the new password: it is now the current one.
    expect(
      await service.changeAccountPassword({
        body: { currentPassword: 'second password', newPassword: 'third password' },
      }),
    ).toEqual({ changed: true })
  })
})
