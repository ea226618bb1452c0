import { mailOutboxContract } from '../../../tests/contract/mail-outbox.contract.ts'
import { InMemoryMailOutbox } from './in-memory-mail-outbox.ts'

mailOutboxContract('in-memory fake', async (from, now) => {
  const outbox = new InMemoryMailOutbox(from, now)
  return { sender: outbox, outbox }
})
