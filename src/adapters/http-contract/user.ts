import { Schema } from 'effect'
import { ROLES } from '../../domain/identity/role.ts'
import { COMPANY_SIZES, REGIONS, TOOL_PURPOSES } from '../../domain/onboarding/enumerations.ts'
import { INDUSTRIES } from '../../domain/onboarding/industries.ts'
import { defineCall, type ErrorDoc } from './call.ts'

/** The signed-in user (SPEC §3, §7). */
export const UserInfoAnswer = Schema.Struct({
  id: Schema.String,
  username: Schema.String,
  email: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(Schema.String),
  role: Schema.Literals(ROLES),
  /** null until onboarding is answered or skipped (the first-login check). */
  collectionId: Schema.NullOr(Schema.String),
})

export const userInfo = defineCall({
  method: 'GET',
  path: '/api/user/info',
  access: 'user',
  keyScope: 'read',
  tag: 'user',
  summary: 'The signed-in user: username, email, avatar, role and the onboarding marker',
  response: UserInfoAnswer,
})

export const completeOnboarding = defineCall({
  method: 'POST',
  path: '/api/user/collection',
  access: 'user',
  tag: 'user',
  summary: 'Onboarding: the four answers, or { "skip": true }; sets collectionId',
  body: Schema.Union([
    // SPEC §4: Skip sends a skip flag; it wins over any answers sent with it.
    Schema.Struct({ skip: Schema.Literal(true) }),
    Schema.Struct({
      industry: Schema.Literals(INDUSTRIES),
      country: Schema.Literals(REGIONS),
      companySize: Schema.Literals(COMPANY_SIZES),
      toolPurpose: Schema.Literals(TOOL_PURPOSES),
    }),
  ]),
  response: Schema.Struct({ collectionId: Schema.String }),
})

/** Why an account change was refused: the web app words each code itself. */
export const ACCOUNT_CODES = {
  emailInvalid: 'ACCOUNT_EMAIL_INVALID',
  passwordWeak: 'ACCOUNT_PASSWORD_WEAK',
  passwordWrong: 'ACCOUNT_PASSWORD_WRONG',
  managedElsewhere: 'ACCOUNT_MANAGED_ELSEWHERE',
} as const

const MANAGED_ELSEWHERE = {
  status: 409,
  code: ACCOUNT_CODES.managedElsewhere,
  when: 'the accounts are kept by another sign-in provider (OIDC_ISSUER)',
} as const satisfies ErrorDoc

export const changeAccountEmail = defineCall({
  method: 'PUT',
  path: '/api/account/email',
  access: 'user',
  tag: 'user',
  summary: 'Sets, changes or (empty) removes the signed-in user’s email address (embedded provider)',
  body: Schema.Struct({ email: Schema.String.pipe(Schema.check(Schema.isMaxLength(1_000))) }),
  response: Schema.Struct({ email: Schema.NullOr(Schema.String) }),
  errors: [
    { status: 400, code: ACCOUNT_CODES.emailInvalid, when: 'the address is not an email address' },
    MANAGED_ELSEWHERE,
  ],
})

export const changeAccountPassword = defineCall({
  method: 'PUT',
  path: '/api/account/password',
  access: 'user',
  tag: 'user',
  summary: 'Changes the signed-in user’s password, given the current one (embedded provider)',
  body: Schema.Struct({
    currentPassword: Schema.String.pipe(Schema.check(Schema.isMaxLength(1_000))),
    newPassword: Schema.String.pipe(Schema.check(Schema.isMaxLength(1_000))),
  }),
  response: Schema.Struct({ changed: Schema.Literal(true) }),
  errors: [
    { status: 400, code: ACCOUNT_CODES.passwordWrong, when: 'the current password is wrong' },
    { status: 400, code: ACCOUNT_CODES.passwordWeak, when: 'the new password is too short or too long' },
    MANAGED_ELSEWHERE,
  ],
})
