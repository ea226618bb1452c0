import { describe, expect, it } from 'vitest'
import { onboardingGatewayContract } from '../../../tests/contract/onboarding-gateway.contract.ts'
import { InMemoryOnboardingGateway } from './in-memory-onboarding.gateway.ts'

onboardingGatewayContract('in memory', async () => {
  const gateway = new InMemoryOnboardingGateway()
  return {
    gateway,
    newUser: async () => gateway.newUser(),
    refusedToken: async () => {
      const token = gateway.newUser()
      gateway.refuse(token)
      return token
    },
  }
})

describe('InMemoryOnboardingGateway', () => {
  it('answers the failure it was told to, once, and records every call', async () => {
    const gateway = new InMemoryOnboardingGateway().failNext(500)
    expect(await gateway.submit('t', { skip: true })).toEqual({ _tag: 'ApiCallFailed', status: 500 })
    expect(await gateway.submit('t', { skip: true })).toEqual({ collectionId: expect.any(String) })
    expect(gateway.submissions).toEqual([
      { accessToken: 't', body: { skip: true } },
      { accessToken: 't', body: { skip: true } },
    ])
  })
})
