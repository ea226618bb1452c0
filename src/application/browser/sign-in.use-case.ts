import { safeReturnPath } from '../../domain/identity/sign-in-rules.ts'
import type { Language } from '../../domain/preferences/language.ts'
import type { Identity } from './ports/identity.port.ts'
import type { SignInFailure } from './ports/sign-in-failure.ts'

export class SignIn {
  constructor(private readonly identity: Identity) {}

  /** Leaves for the provider; `returnTo` (a path on this site, else home) is where the callback goes. */
  execute(
    input: {
      readonly returnTo?: string
      readonly language?: Language
      readonly createAccount?: boolean
    } = {},
  ): Promise<SignInFailure | undefined> {
    return this.identity.signIn({
      postRedirectUri: safeReturnPath(input.returnTo),
      ...(input.language === undefined ? {} : { language: input.language }),
      ...(input.createAccount === true ? { createAccount: true } : {}),
    })
  }
}
