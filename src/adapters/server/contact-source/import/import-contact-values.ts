import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js'
import type {
  ContactEmail,
  ContactPhone,
  EmailStatus,
} from '../../../../application/server/ports/contact-source.port.ts'
import { PHONE_TYPES, type PhoneType } from '../../../../domain/contacts/phone-type.ts'
import { EMAIL_VERDICTS } from '../../../../domain/email/email-verdict.ts'
import { type Instant, instant } from '../../../../domain/shared/instant.ts'
import { aligned, booleanValue, list, type RawRow, reject } from './import-cells.ts'

// Deliberately plain: one @, no spaces, a dot in the domain. Deliverability is what the status says.
const EMAIL = /^[^\s@"<>()[\]\\,;:|]+@[^\s@"<>()[\]\\,;:|]+\.[^\s@"<>()[\]\\,;:|.]+$/u
const MAX_EMAIL_LENGTH = 254
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/u
const E164 = /^\+[1-9]\d{6,14}$/u

/** "a, b or c": a closed list as the refusal names it. */
const oneOf = (values: readonly string[]): string =>
  values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`

const emailAddress = (value: string): string => {
  const address = value.toLowerCase()
  if (address.length > MAX_EMAIL_LENGTH || !EMAIL.test(address))
    return reject(`"${value}" is not an email address`)
  return address
}

const emailStatus = (value: string): EmailStatus =>
  EMAIL_VERDICTS.find((s) => s === value.toLowerCase().replace('-', '_')) ??
  reject(`email status must be ${oneOf(EMAIL_VERDICTS)}, not "${value}"`)

const checkedAt = (value: string): Instant => {
  const ms = ISO_DATE.test(value) ? Date.parse(value) : Number.NaN
  return Number.isNaN(ms) ? reject(`email_checked_at is not an ISO 8601 date: "${value}"`) : instant(ms)
}

/** The row's emails with their statuses (default unknown) and check dates (default: the import's start). */
export const emailsOf = (row: RawRow, importedAt: Instant): ContactEmail[] => {
  const addresses = list(row, 'emails').map((v) =>
    v === '' ? reject('emails has an empty entry') : emailAddress(v),
  )
  const statuses = aligned(
    list(row, 'email_statuses'),
    addresses.length,
    'email_statuses',
    emailStatus,
    'unknown',
  )
  const dates = aligned(
    list(row, 'email_checked_at'),
    addresses.length,
    'email_checked_at',
    checkedAt,
    importedAt,
  )
  return addresses.map((address, i) => ({
    address,
    status: statuses[i] ?? 'unknown',
    checkedAt: dates[i] ?? importedAt,
  }))
}

/**
 * E.164 by libphonenumber-js; a number without "+" is read in the company's country. "Possible" (a
 * plausible length for the country) is the bar, not "valid": range metadata lags behind real
 * allocations, and refusing a working number loses more than keeping an odd one.
 */
const e164 = (value: string, country: CountryCode | undefined): string => {
  const parsed = parsePhoneNumberFromString(value, country)
  if (parsed === undefined || !parsed.isPossible() || !E164.test(parsed.number))
    return reject(
      `"${value}" is not a phone number${country === undefined && !value.startsWith('+') ? ' (no country code)' : ''}`,
    )
  return parsed.number
}

const phoneType = (value: string): PhoneType =>
  PHONE_TYPES.find((t) => t === value.toLowerCase()) ??
  reject(`phone type must be ${oneOf(PHONE_TYPES)}, not "${value}"`)

export const phonesOf = (row: RawRow, country: string | null): ContactPhone[] => {
  const region = country !== null && isSupportedCountry(country) ? country : undefined
  const numbers = list(row, 'phones').map((v) =>
    v === '' ? reject('phones has an empty entry') : e164(v, region),
  )
  const types = aligned<PhoneType | null>(
    list(row, 'phone_types'),
    numbers.length,
    'phone_types',
    phoneType,
    null,
  )
  const whatsapp = aligned(
    list(row, 'whatsapp'),
    numbers.length,
    'whatsapp',
    (v) => booleanValue(v, 'whatsapp'),
    false,
  )
  return numbers.map((number, i) => ({
    e164: number,
    type: types[i] ?? null,
    whatsappValid: whatsapp[i] ?? false,
  }))
}
