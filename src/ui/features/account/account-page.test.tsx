// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { InMemoryAccountGateway } from '../../../application/testing/in-memory-account.gateway.ts'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { click, fieldError, type } from '../invitations/testing/page-actions.ts'
import { renderAccount } from './testing/render-account.tsx'

const setup = async () => {
  const identity = new InMemoryIdentity()
  identity.signInDirectly({ sub: 'ann', username: 'ann', email: null, admin: false })
  const token = await identity.accessToken()
  const gateway = new InMemoryAccountGateway().add(String(token), { email: null, password: 'first password' })
  return { identity, gateway, token: String(token) }
}

describe('the account page', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  it('sets the address, and says beside the field when it is not one', async () => {
    const { identity, gateway, token } = await setup()
    const app = await renderAccount({ identity, gateway })
    unmount = app.unmount
    expect(document.querySelector('h1')?.textContent).toBe('My account')
    await type('Email', 'ann at home')
    await click('Save address')
    await app.until(() => fieldError('Email') !== null)
    expect(fieldError('Email')).toBe('Please enter a valid email address, or leave it empty.')
    await type('Email', 'ann@home.example')
    await click('Save address')
    await app.until(() => gateway.emailOf(token) === 'ann@home.example')
  })

  it('changes the password only with the current one, each refusal beside its field, in Chinese too', async () => {
    const { identity, gateway } = await setup()
    const app = await renderAccount({ identity, gateway, language: 'zh' })
    unmount = app.unmount
    expect(document.querySelector('h1')?.textContent).toBe('我的账户')
    await type('当前密码', 'not it')
    await type('新密码', 'second password')
    await click('修改密码')
    await app.until(() => fieldError('当前密码') !== null)
    expect(fieldError('当前密码')).toBe('当前密码不正确。')
    await type('当前密码', 'first password')
    await type('新密码', 'short')
    await click('修改密码')
    await app.until(() => fieldError('新密码') !== null)
    expect(fieldError('新密码')).toBe('新密码太弱：请至少使用 8 个字符（最多 256 个）。')
    await type('新密码', 'second password')
    await click('修改密码')
    await app.until(() => fieldError('新密码') === null && fieldError('当前密码') === null)
    expect(
      await gateway.changePassword(String(await identity.accessToken()), {
        currentPassword: 'second password',
        newPassword: 'third password',
      }),
    ).toEqual({ changed: true })
  })
})
