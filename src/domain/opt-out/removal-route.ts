import { normaliseOptOutEmail, type OptOutEmail } from './opt-out-email.ts'

/**
 * Where a removal request goes (issue 24, "opt-out that cannot be used against someone"). Anyone may
 * ask; only the person can confirm. When the data holds an address for the person, the confirmation
 * link goes there, never to an address the requester chose: who can read the person's mail is the
 * person. When it holds none, nothing can prove it is them: an admin decides, and until then the person
 * stays visible.
 */
export type RemovalRoute =
  | { readonly _tag: 'MailThePerson'; readonly to: OptOutEmail }
  | { readonly _tag: 'AdminReview' }

/**
 * `held`: the person's addresses as the data ranks them, best first (or none when the profile is not
 * in the data). The first one that is an address at all is used.
 */
export const removalRoute = (held: readonly string[]): RemovalRoute => {
  for (const address of held) {
    const email = normaliseOptOutEmail(address)
    if (typeof email === 'string') return { _tag: 'MailThePerson', to: email }
  }
  return { _tag: 'AdminReview' }
}

const MASK = '•••'

/**
 * An address as the requester may see it, to know where the link went without learning the address:
 * the first character of the mailbox and of the domain's first label, and the rest of the domain's
 * suffix from its last dot ("a•••@e•••.com"). The length of what is hidden is not shown either.
 */
export const maskEmail = (email: OptOutEmail): string => {
  const at = email.lastIndexOf('@')
  const local = email.slice(0, at)
  const domain = email.slice(at + 1)
  const dot = domain.lastIndexOf('.')
  const suffix = dot > 0 ? domain.slice(dot) : ''
  const first = (text: string) => [...text][0] ?? ''
  return `${first(local)}${MASK}@${first(domain)}${MASK}${suffix}`
}
