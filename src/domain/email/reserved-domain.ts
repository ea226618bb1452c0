// RFC 2606 and RFC 6761: names that can never be a real mail domain. The demo data lives under
// `.example`, so the engine must never try to reach them.
const RESERVED_TOP_LEVEL = new Set(['example', 'test', 'invalid', 'localhost'])
const RESERVED_SECOND_LEVEL = new Set(['example.com', 'example.net', 'example.org'])

/** True for a domain under a reserved name: no DNS query or mail server is ever tried for it. */
export const isReservedDomain = (domain: string): boolean => {
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.')
  const top = labels.at(-1) ?? ''
  return RESERVED_TOP_LEVEL.has(top) || RESERVED_SECOND_LEVEL.has(labels.slice(-2).join('.'))
}
