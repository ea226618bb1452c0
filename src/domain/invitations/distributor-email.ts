/** The distributor email, when given, does not look like an address. */
export type InvalidDistributorEmail = {
  readonly _tag: 'InvalidDistributorEmail'
  readonly code: 'DISTRIBUTOR_EMAIL_FORMAT'
}
export const invalidDistributorEmail: InvalidDistributorEmail = {
  _tag: 'InvalidDistributorEmail',
  code: 'DISTRIBUTOR_EMAIL_FORMAT',
}

// Deliberately loose: one '@', something dotted after it, no spaces. Whether the mailbox exists is not
// ours to judge; this only catches a name typed into the email box.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u
export const DISTRIBUTOR_EMAIL_MAX_LENGTH = 254

/** Optional: trimmed, blank means none (null); otherwise it must look like an address. */
export const validateDistributorEmail = (
  input: string | null | undefined,
): string | null | InvalidDistributorEmail => {
  const email = input?.trim() ?? ''
  if (email === '') return null
  return email.length > DISTRIBUTOR_EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)
    ? invalidDistributorEmail
    : email
}
