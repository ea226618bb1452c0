import type { FindEmailRequest } from '../../../application/browser/ports/email.api.port.ts'

export type FindForm = {
  readonly firstName: string
  readonly lastName: string
  /** A company's domain, a web address, or a company name we hold. */
  readonly domain: string
  /** Instead of the name (and the company, when we hold it): a profile link we hold. */
  readonly profileLink: string
}

/**
 * The company's domain as the service wants it (`acme.io`), from what people paste: a web address
 * (`https://www.acme.io/about`) or an email's part after `@` works as well.
 */
export const domainOf = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^[^/@]*@/, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '')

const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/

/** What the company field names: a domain when it reads as one (`acme.io`, a web address), else a name. */
export const companyOf = (
  text: string,
): { readonly domain: string } | { readonly company: string } | null => {
  const domain = domainOf(text)
  if (domain === '') return null
  return DOMAIN.test(domain) ? { domain } : { company: text.trim().replace(/\s+/g, ' ') }
}

/**
 * The request the form makes, or the fields still missing (none is sent blank): a name and a company,
 * or a profile link (its own name and company stand in for what is left blank).
 */
export const findRequestOf = (
  form: FindForm,
):
  | { readonly _tag: 'Ready'; readonly request: FindEmailRequest }
  | { readonly _tag: 'Missing'; readonly fields: readonly (keyof FindForm)[] } => {
  const firstName = form.firstName.trim()
  const lastName = form.lastName.trim()
  const profileLink = form.profileLink.trim()
  const company = companyOf(form.domain)
  const byProfile = profileLink !== ''
  const fields = byProfile
    ? []
    : [
        ...(firstName === '' ? (['firstName'] as const) : []),
        ...(lastName === '' ? (['lastName'] as const) : []),
        ...(company === null ? (['domain'] as const) : []),
      ]
  if (fields.length > 0) return { _tag: 'Missing', fields }
  return {
    _tag: 'Ready',
    request: {
      ...(firstName === '' ? {} : { firstName }),
      ...(lastName === '' ? {} : { lastName }),
      ...(byProfile ? { profileLink } : {}),
      ...(company ?? {}),
    },
  }
}
