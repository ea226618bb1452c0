// Sign-up rules of the embedded identity provider. Usernames are ASCII so that "the same name in another
// case" is exactly what lower-casing says (no Unicode case-folding surprises, no look-alike letters).

export const USERNAME_MIN_LENGTH = 3
export const USERNAME_MAX_LENGTH = 32
/** Shorter passwords are refused; 8 is NIST SP 800-63B's floor for passwords chosen by people. */
export const PASSWORD_MIN_LENGTH = 8
/** Bounds the work of hashing a submitted password; far above any real password. */
export const PASSWORD_MAX_LENGTH = 256
export const EMAIL_MAX_LENGTH = 254

const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/
// Deliberately loose: one @, something on each side, a dot in the domain. Deliverability is not ours to judge.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type CredentialProblem =
  | 'username_length'
  | 'username_characters'
  | 'password_too_short'
  | 'password_too_long'
  | 'email_invalid'

export type InvalidCredentials = {
  readonly _tag: 'InvalidCredentials'
  readonly field: 'username' | 'password' | 'email'
  readonly problem: CredentialProblem
}

export type SignUpInput = {
  readonly username: string
  readonly password: string
  /** Empty or absent: no email. */
  readonly email?: string | undefined
}

export type ValidSignUp = {
  readonly username: string
  readonly password: string
  readonly email: string | null
}

const invalid = (field: InvalidCredentials['field'], problem: CredentialProblem): InvalidCredentials => ({
  _tag: 'InvalidCredentials',
  field,
  problem,
})

/** The key usernames are unique by: two names that differ only in case are the same account. */
export const usernameKey = (username: string): string => username.trim().toLowerCase()

export const validateUsername = (input: string): string | InvalidCredentials => {
  const username = input.trim()
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH)
    return invalid('username', 'username_length')
  if (!USERNAME.test(username)) return invalid('username', 'username_characters')
  return username
}

/** Length is counted in code points, so a password of eight Chinese characters is eight long. */
export const validatePassword = (password: string): string | InvalidCredentials => {
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) return invalid('password', 'password_too_short')
  if (length > PASSWORD_MAX_LENGTH) return invalid('password', 'password_too_long')
  return password
}

export const validateEmail = (input: string | undefined): string | null | InvalidCredentials => {
  const email = input?.trim() ?? ''
  if (email === '') return null
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) return invalid('email', 'email_invalid')
  return email
}

/** The first problem found, username first, or the cleaned-up input. The password is never trimmed. */
export const validateSignUp = (input: SignUpInput): ValidSignUp | InvalidCredentials => {
  const username = validateUsername(input.username)
  if (typeof username !== 'string') return username
  const password = validatePassword(input.password)
  if (typeof password !== 'string') return password
  const email = validateEmail(input.email)
  if (email !== null && typeof email !== 'string') return email
  return { username, password, email }
}

export const isInvalidCredentials = (value: unknown): value is InvalidCredentials =>
  typeof value === 'object' && value !== null && '_tag' in value && value._tag === 'InvalidCredentials'
