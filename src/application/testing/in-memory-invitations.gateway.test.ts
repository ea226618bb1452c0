import { describe, expect, it } from 'vitest'
import { invitationsGatewayContract } from '../../../tests/contract/invitations-gateway.contract.ts'
import { yuanToFen } from '../../domain/shared/money.ts'
import { InMemoryInvitationsGateway } from './in-memory-invitations.gateway.ts'

invitationsGatewayContract('in memory', async () => {
  const gateway = new InMemoryInvitationsGateway()
  return { gateway, token: 'token', addUsage: async (id, usage) => gateway.addUsage(id, usage) }
})

describe('InMemoryInvitationsGateway', () => {
  it('answers the failure it was told to, once, and records each call', async () => {
    const gateway = new InMemoryInvitationsGateway().failNext(500, 'boom')
    const form = { distributorName: 'Acme', discountAmount: yuanToFen(5), inviteCode: 'ONCE1' }
    expect(await gateway.create('t', form)).toEqual({ _tag: 'ApiCallFailed', status: 500, message: 'boom' })
    expect(await gateway.create('t', form)).toMatchObject({ inviteCode: 'ONCE1' })
    expect(gateway.calls).toEqual(['create', 'create'])
  })
})
