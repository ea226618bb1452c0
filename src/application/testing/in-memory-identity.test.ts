import { identityContract } from '../../../tests/contract/identity.contract.ts'
import { InMemoryIdentity } from './in-memory-identity.ts'

identityContract('in-memory fake', async () => {
  const identity = new InMemoryIdentity()
  return {
    identity,
    approve: (account) => identity.approve(account),
    deny: () => identity.deny(),
    lastDeparture: () => identity.departures.at(-1),
    advance: (seconds) => identity.advance(seconds),
    refuseRefresh: () => identity.refuseRefresh(),
    close: () => {},
  }
})
