import disposableDomains from 'disposable-email-domains'
import freeDomains from 'free-email-domains'
import { isRoleAddress } from '../../../domain/email/role-address.ts'
import type { ParsedAddress } from './address-syntax.ts'

// Well-kept community lists, read once: throwaway-mail services, and free webmail providers.
const DISPOSABLE = new Set<string>(disposableDomains)
const FREE_WEBMAIL = new Set<string>(freeDomains)

export type AddressFlags = {
  readonly disposable: boolean
  readonly freeWebmail: boolean
  readonly role: boolean
}

/** What the lists say of an address: flags shown beside a verdict, never a verdict on their own. */
export const flagsOf = ({ localPart, domain }: ParsedAddress): AddressFlags => {
  const disposable = DISPOSABLE.has(domain)
  // The free-webmail list also holds throwaway services; those are flagged disposable only.
  return { disposable, freeWebmail: !disposable && FREE_WEBMAIL.has(domain), role: isRoleAddress(localPart) }
}
