/** GET /api/user/info (SPEC §3, §7): the signed-in user as the service knows them. */
export type UserInfo = {
  readonly id: string
  readonly username: string
  readonly email: string | null
  readonly avatar: string | null
  readonly role: 'admin' | 'user'
  /** null until onboarding is answered or skipped (the first-login check). */
  readonly collectionId: string | null
}

/** The service refused the token (401). */
export type SessionRefused = { readonly _tag: 'SessionRefused' }
/** Anything else: the service unreachable, a 5xx, an answer of the wrong shape. */
export type UserInfoUnavailable = { readonly _tag: 'UserInfoUnavailable'; readonly reason: string }

export interface UserInfoGateway {
  load(accessToken: string): Promise<UserInfo | SessionRefused | UserInfoUnavailable>
}
