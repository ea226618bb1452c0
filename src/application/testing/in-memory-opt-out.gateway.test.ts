import { optOutGatewayContract } from '../../../tests/contract/opt-out-gateway.contract.ts'
import { InMemoryOptOutGateway } from './in-memory-opt-out.gateway.ts'

const held = new Map(Array.from({ length: 20 }, (_, n) => [`held-${n}`, `held.${n}@person.example`]))
let next = 0

optOutGatewayContract('in memory', async () => {
  const gateway = new InMemoryOptOutGateway(Date.now, held)
  const tokenFor = async (email: string) =>
    gateway.tokenFor(email) ?? Promise.reject(new Error(`no mail to ${email}`))
  const personWithAnAddress = async () => {
    const n = next++
    return { profileLink: `https://www.linkedin.com/in/held-${n}`, address: `held.${n}@person.example` }
  }
  return {
    gateway,
    tokenFor,
    personWithAnAddress,
    expiredToken: async () => {
      const { profileLink, address } = await personWithAnAddress()
      await gateway.request({ profileLink, email: 'late@home.example', relationship: 'me', language: 'en' })
      const token = await tokenFor(address)
      gateway.expire(token)
      return token
    },
  }
})
