import { optOutGatewayContract } from '../../../tests/contract/opt-out-gateway.contract.ts'
import { InMemoryOptOutGateway } from './in-memory-opt-out.gateway.ts'

optOutGatewayContract('in memory', async () => {
  const gateway = new InMemoryOptOutGateway()
  const tokenFor = async (email: string) =>
    gateway.tokenFor(email) ?? Promise.reject(new Error(`no mail to ${email}`))
  return {
    gateway,
    tokenFor,
    expiredToken: async () => {
      const email = 'late@home.example'
      await gateway.request({ profileLink: 'linkedin.com/in/late', email, language: 'en' })
      const token = await tokenFor(email)
      gateway.expire(token)
      return token
    },
  }
})
