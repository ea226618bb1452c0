import type { FindEmailRequest } from '../../../application/browser/ports/email.gateway.port.ts'

export type FindForm = { readonly firstName: string; readonly lastName: string; readonly domain: string }

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

/** The request the form makes, or the fields still missing (none is sent blank). */
export const findRequestOf = (
  form: FindForm,
):
  | { readonly _tag: 'Ready'; readonly request: FindEmailRequest }
  | { readonly _tag: 'Missing'; readonly fields: readonly (keyof FindForm)[] } => {
  const request = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    domain: domainOf(form.domain),
  }
  const fields = (['firstName', 'lastName', 'domain'] as const).filter((field) => request[field] === '')
  return fields.length === 0 ? { _tag: 'Ready', request } : { _tag: 'Missing', fields }
}
