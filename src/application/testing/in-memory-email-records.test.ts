import { emailRecordsContract } from '../../../tests/contract/email-records.contract.ts'
import { InMemoryEmailRecords } from './in-memory-email-records.ts'

emailRecordsContract('in memory', async () => {
  const records = new InMemoryEmailRecords()
  return {
    records,
    seed: async (emails) => {
      for (const [index, e] of emails.entries())
        records.held.push({ ...e, profileId: `contract-person-${index}`, reason: null, mxHost: null })
    },
    revealEmails: async (userId, index) => {
      records.emailRevealers.push({ userId, profileId: `contract-person-${index}` })
    },
    copiesOf: async (address) =>
      records.held
        .filter((e) => e.address === address)
        .map(({ verdict, reason, checkedAt }) => ({ verdict, reason, checkedAt })),
    close: async () => {},
  }
})
