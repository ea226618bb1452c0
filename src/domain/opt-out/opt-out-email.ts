import type { Brand } from '../shared/brand.ts'

/** An address to confirm an opt-out with: trimmed and lower-cased, the form suppression hashes. */
export type OptOutEmail = Brand<string, 'OptOutEmail'>

export type InvalidOptOutEmail = {
  readonly _tag: 'InvalidOptOutEmail'
  readonly code: 'OPT_OUT_EMAIL_INVALID'
}
export const invalidOptOutEmail: InvalidOptOutEmail = {
  _tag: 'InvalidOptOutEmail',
  code: 'OPT_OUT_EMAIL_INVALID',
}

// RFC 5321's limit on a path; anything longer cannot be delivered.
export const OPT_OUT_EMAIL_MAX_LENGTH = 254
// Loose on purpose (one '@', a dot after it, no spaces or control characters): the confirmation mail
// proves the mailbox; this only catches a name typed into the box, and keeps headers free of CR/LF.
const EMAIL_SHAPE = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u

/**
 * Trimmed and lower-cased. Mail systems treat the local part case-insensitively in practice, and the
 * contact data stores addresses lower-cased, so "Ada@Example.com" and "ada@example.com" are one person.
 */
export const normaliseOptOutEmail = (input: string): OptOutEmail | InvalidOptOutEmail => {
  const email = input.trim().toLowerCase()
  return email.length > OPT_OUT_EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)
    ? invalidOptOutEmail
    : (email as OptOutEmail)
}
