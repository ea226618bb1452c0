import { Schema } from 'effect'
import { COMPANY_SIZES, REGIONS, TOOL_PURPOSES } from '../../domain/onboarding/enumerations.ts'
import { INDUSTRIES } from '../../domain/onboarding/industries.ts'
import { defineCall } from './call.ts'

/** The signed-in user (SPEC §3, §7). */
export const UserInfoAnswer = Schema.Struct({
  id: Schema.String,
  username: Schema.String,
  email: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(Schema.String),
  role: Schema.Literals(['admin', 'user']),
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
