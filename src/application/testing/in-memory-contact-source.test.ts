import { contactSourceContract } from '../../../tests/contract/contact-source.contract.ts'
import { InMemoryContactSource } from './in-memory-contact-source.ts'

contactSourceContract('in-memory fake', async ({ companies, loose }) => ({
  source: new InMemoryContactSource(companies, loose),
  close: async () => {},
}))
