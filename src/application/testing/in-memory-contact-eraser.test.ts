import { contactEraserContract } from '../../../tests/contract/contact-eraser.contract.ts'
import { InMemoryContactSource } from './in-memory-contact-source.ts'

contactEraserContract('in-memory fake', async ({ companies, loose }) => {
  const source = new InMemoryContactSource(companies, loose)
  return { source, eraser: source, close: async () => {} }
})
