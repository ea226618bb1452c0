import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/**
 * Issue 24: a revealed phone as people write it, in international format with spaces ("+49 30 1234000",
 * "+86 138 0000 0000"); copying gives the E.164 form the service stores. Only spaces are added, so the
 * shown number is the stored one read aloud; a number libphonenumber-js cannot read is shown as stored.
 * (libphonenumber-js's smallest metadata is ~19 KB gzip: this module is loaded with the first revealed
 * phone, see use-international-phone.ts.)
 */
export const internationalPhone = (e164: string): string => {
  const formatted = parsePhoneNumberFromString(e164)?.formatInternational()
  // Whatever the format, the digits must be the stored ones in the stored order.
  if (formatted === undefined || formatted.replace(/ /g, '') !== e164) return e164
  return formatted
}
