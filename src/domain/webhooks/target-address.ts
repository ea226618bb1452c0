/**
 * Where a webhook may be delivered (security.md "Webhooks"): public addresses only, so an endpoint
 * cannot be pointed at the service's own network (loopback, private ranges, link-local where cloud
 * metadata lives). Checked on every address a target's name resolves to, at delivery time.
 */

const ipv4 = (address: string): number[] | null => {
  const parts = address.split('.')
  if (parts.length !== 4) return null
  const bytes = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : Number.NaN))
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null
}

const isNonPublicIpv4 = ([a = 0, b = 0]: number[]): boolean =>
  a === 0 || // "this network"
  a === 10 ||
  a === 127 ||
  (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
  (a === 169 && b === 254) || // link-local, cloud metadata
  (a === 172 && b >= 16 && b <= 31) ||
  (a === 192 && b === 168) ||
  (a === 192 && b === 0) || // IETF protocol assignments
  (a === 198 && (b === 18 || b === 19)) || // benchmarking
  a >= 224 // multicast, reserved, broadcast

/** The eight 16-bit groups of an IPv6 address, or null. */
const ipv6 = (address: string): number[] | null => {
  const text = address.replace(/^\[|\]$/g, '').split('%')[0] ?? ''
  if (!text.includes(':')) return null
  const [head = '', tail] = text.split('::')
  const groups = (part: string) => (part === '' ? [] : part.split(':'))
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  // An IPv4 tail (::ffff:10.0.0.1) is two groups.
  const last = right.length > 0 ? right : left
  const v4 = last.length > 0 ? ipv4(last[last.length - 1] ?? '') : null
  if (v4 !== null) {
    last.pop()
    last.push(
      ((v4[0] ?? 0) * 256 + (v4[1] ?? 0)).toString(16),
      ((v4[2] ?? 0) * 256 + (v4[3] ?? 0)).toString(16),
    )
  }
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 1) return null
  const all = [...left, ...Array(tail === undefined ? 0 : missing).fill('0'), ...right]
  const numbers = all.map((group) =>
    /^[0-9a-f]{1,4}$/i.test(group) ? Number.parseInt(group, 16) : Number.NaN,
  )
  return numbers.every((n) => !Number.isNaN(n)) ? numbers : null
}

const isNonPublicIpv6 = (groups: number[]): boolean => {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups
  if (groups.slice(0, 7).every((g) => g === 0) && (g7 === 0 || g7 === 1)) return true // :: and ::1
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible: judged as the IPv4 address.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0xffff || g5 === 0))
    return isNonPublicIpv4([g6 >> 8, g6 & 255, g7 >> 8, g7 & 255])
  return (
    (g0 & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (g0 & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (g0 & 0xff00) === 0xff00 || // multicast
    (g0 === 0x2001 && g1 === 0x0db8) || // documentation
    (g0 === 0x64 && g1 === 0xff9b) // NAT64: an IPv4 address in disguise
  )
}

/** Whether a webhook may be delivered to this IP address (a name's every address must pass). */
export const isPublicAddress = (address: string): boolean => {
  const v4 = ipv4(address)
  if (v4 !== null) return !isNonPublicIpv4(v4)
  const v6 = ipv6(address)
  return v6 !== null && !isNonPublicIpv6(v6)
}

export type TargetRefusal =
  | { readonly _tag: 'NotHttps' }
  | { readonly _tag: 'NotPublic'; readonly address: string }

/** An endpoint's address and what its name resolves to: may it be delivered to? */
export const checkTarget = (
  url: string,
  resolved: readonly string[],
  allowPrivate: boolean,
): TargetRefusal | null => {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { _tag: 'NotHttps' }
  }
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:'))
    return { _tag: 'NotHttps' }
  if (allowPrivate) return null
  const bad = resolved.find((address) => !isPublicAddress(address))
  if (resolved.length === 0) return { _tag: 'NotPublic', address: '(none)' }
  return bad === undefined ? null : { _tag: 'NotPublic', address: bad }
}
