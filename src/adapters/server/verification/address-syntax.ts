import emailAddresses from 'email-addresses'

export type ParsedAddress = { readonly localPart: string; readonly domain: string }

/**
 * An address as RFC 5322 (with RFC 6532's UTF-8) reads it, or why it is not one. Only a bare address
 * is accepted (no display name, no group), and its domain must be a host name with a dot, as mail
 * between organisations needs.
 */
export const parseAddress = (input: string): ParsedAddress | { readonly problem: string } => {
  const trimmed = input.trim()
  if (trimmed.length === 0) return { problem: 'empty' }
  if (trimmed.length > 254) return { problem: 'longer than 254 characters' }
  const parsed = emailAddresses.parseOneAddress({ input: trimmed, rfc6532: true, rejectTLD: true })
  if (parsed === null || parsed.type !== 'mailbox') return { problem: 'not an address' }
  if (parsed.name !== null || parsed.address !== trimmed) return { problem: 'not a bare address' }
  if (parsed.local.length > 64) return { problem: 'the part before @ is longer than 64 characters' }
  if (!/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u.test(parsed.domain))
    return { problem: 'not a host name after @' }
  return { localPart: parsed.local, domain: parsed.domain.toLowerCase() }
}
