import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { Identity } from './ports/identity.port.ts'
import { isSignInFailure, type SignInFailure } from './ports/sign-in-failure.ts'
import type {
  SessionRefused,
  UserInfo,
  UserInfoGateway,
  UserInfoUnavailable,
} from './ports/user-info.gateway.port.ts'

/**
 * The signed-in user from the service. SPEC §4: when the service answers 401 the user is cleared on
 * this device (the caller shows the expired-session toast); other failures leave the session alone.
 */
export class LoadUserInfo {
  constructor(
    private readonly identity: Identity,
    private readonly getAccessToken: GetAccessToken,
    private readonly gateway: UserInfoGateway,
  ) {}

  async execute(): Promise<UserInfo | SessionRefused | UserInfoUnavailable | SignInFailure> {
    const token = await this.getAccessToken.execute()
    if (isSignInFailure(token)) return token
    const info = await this.gateway.load(token)
    if ('_tag' in info && info._tag === 'SessionRefused') await this.identity.forget()
    return info
  }
}
