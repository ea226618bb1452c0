import { accountGatewayContract } from '../../../tests/contract/account-gateway.contract.ts'
import { InMemoryAccountGateway } from './in-memory-account.gateway.ts'

let n = 0
accountGatewayContract('in memory', async () => {
  const gateway = new InMemoryAccountGateway()
  return {
    gateway,
    newAccount: async (password) => {
      const token = `token-${++n}`
      gateway.add(token, { email: null, password })
      return token
    },
  }
})
