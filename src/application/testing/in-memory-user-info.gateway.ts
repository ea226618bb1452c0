import type {
  SessionRefused,
  UserInfo,
  UserInfoGateway,
  UserInfoUnavailable,
} from '../browser/ports/user-info.gateway.port.ts'

/** UserInfoGateway for tests: answers whatever it was told to, by default a plain user. */
export class InMemoryUserInfoGateway implements UserInfoGateway {
  answer: UserInfo | SessionRefused | UserInfoUnavailable = {
    id: 'user-1',
    username: 'ann',
    email: null,
    avatar: null,
    role: 'user',
    collectionId: null,
  }
  readonly tokens: string[] = []

  async load(accessToken: string) {
    this.tokens.push(accessToken)
    return this.answer
  }
}
