import { describe, expect, it } from 'vitest'
import { userAdminGatewayContract } from '../../../tests/contract/user-admin-gateway.contract.ts'
import { InMemoryUserAdminGateway } from './in-memory-user-admin.gateway.ts'

userAdminGatewayContract('in memory', async () => {
  const gateway = new InMemoryUserAdminGateway()
  const ids = Array.from({ length: 12 }, (_, i) => `member-${i + 1}`)
  for (const id of ids) gateway.addUser({ id })
  gateway.addUser({ id: 'root', role: 'admin' })
  return { gateway, token: 'token', total: 13, freeUsers: ids }
})

describe('InMemoryUserAdminGateway', () => {
  it('answers the failure it was told to, once', async () => {
    const gateway = new InMemoryUserAdminGateway().addUser({ id: 'a' }).failNext(503)
    expect(await gateway.list('t', 1)).toEqual({ _tag: 'ApiCallFailed', status: 503 })
    expect(await gateway.list('t', 1)).toMatchObject({ total: 1, totalPages: 1 })
  })

  it('keeps a paid plan current beside a grant', async () => {
    const gateway = new InMemoryUserAdminGateway().addUser({ id: 'a', planType: 'MONTHLY_PRO' })
    expect(await gateway.grantCredits('t', 'a', { grants: [{ kind: 'search', quantity: 1 }] })).toMatchObject(
      {
        planType: 'MONTHLY_PRO',
        credits: { search: 1 },
      },
    )
  })
})
