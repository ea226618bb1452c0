import { MAX_VERIFY_ADDRESSES } from '../../../domain/email/verify-limits.ts'

/** What a pasted list holds: its addresses, one a line, or why it cannot be sent as it is. */
export type AddressList =
  | { readonly _tag: 'Ready'; readonly addresses: readonly string[] }
  | { readonly _tag: 'Empty' }
  | { readonly _tag: 'TooMany'; readonly count: number }

/**
 * The addresses of a pasted list: one a line, trimmed, blank lines skipped, the same address (in any
 * case) once, so a paste from a spreadsheet is sent as meant and no answer is paid for twice.
 */
export const addressesOf = (text: string): readonly string[] => {
  const seen = new Set<string>()
  const addresses: string[] = []
  for (const line of text.split(/\r\n|\r|\n/)) {
    const address = line.trim()
    if (address === '' || seen.has(address.toLowerCase())) continue
    seen.add(address.toLowerCase())
    addresses.push(address)
  }
  return addresses
}

/** The list to send, or why not: none, or more than the service takes at once. */
export const addressListOf = (text: string, max = MAX_VERIFY_ADDRESSES): AddressList => {
  const addresses = addressesOf(text)
  if (addresses.length === 0) return { _tag: 'Empty' }
  if (addresses.length > max) return { _tag: 'TooMany', count: addresses.length }
  return { _tag: 'Ready', addresses }
}
