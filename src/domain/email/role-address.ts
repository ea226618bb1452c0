// Local parts that name a function, not a person (RFC 2142 and the common ones B2B tools flag): mail to
// them reaches whoever holds the role, so a lead tool marks them rather than hides them.
const ROLE_LOCAL_PARTS = new Set([
  'abuse',
  'admin',
  'administrator',
  'billing',
  'careers',
  'contact',
  'customerservice',
  'enquiries',
  'feedback',
  'hello',
  'help',
  'hostmaster',
  'hr',
  'info',
  'inquiries',
  'jobs',
  'legal',
  'mail',
  'marketing',
  'media',
  'newsletter',
  'noc',
  'no-reply',
  'noreply',
  'office',
  'orders',
  'postmaster',
  'press',
  'privacy',
  'recruiting',
  'sales',
  'security',
  'service',
  'support',
  'team',
  'webmaster',
])

/** True when the address's local part names a role (`info@`, `sales@`, `support+eu@`…), not a person. */
export const isRoleAddress = (localPart: string): boolean => {
  const base = localPart.toLowerCase().split('+')[0] ?? ''
  return ROLE_LOCAL_PARTS.has(base) || ROLE_LOCAL_PARTS.has(base.replace(/[._-]/g, ''))
}
