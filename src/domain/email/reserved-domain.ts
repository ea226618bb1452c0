// RFC 2606 and RFC 6761: names that can never be a real mail domain. The demo data lives under
// `.example`, so the engine must never try to reach them.
/** The reserved names: a domain that is one of them or ends with `.` and one of them is reserved. */
export const RESERVED_DOMAIN_SUFFIXES: readonly string[] = [
  'example',
  'test',
  'invalid',
  'localhost',
  'example.com',
  'example.net',
  'example.org',
]

/** True for a domain under a reserved name: no DNS query or mail server is ever tried for it. */
export const isReservedDomain = (domain: string): boolean => {
  const name = domain.toLowerCase().replace(/\.$/, '')
  return RESERVED_DOMAIN_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))
}
