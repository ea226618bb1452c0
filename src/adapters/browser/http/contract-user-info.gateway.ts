import { isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  SessionRefused,
  UserInfo,
  UserInfoGateway,
  UserInfoUnavailable,
} from '../../../application/browser/ports/user-info.gateway.port.ts'
import { userInfo } from '../../http-contract/user.ts'
import { contractClient } from './contract-client.ts'
import type { Transport } from './wire-transport.ts'

const unavailable = (reason: string): UserInfoUnavailable => ({ _tag: 'UserInfoUnavailable', reason })

/**
 * UserInfoGateway over the contract client: GET /api/user/info with the token LoadUserInfo holds. A 401
 * is a refused session (SPEC §4: the user is then cleared); anything else that fails is unavailable.
 */
export const contractUserInfoGateway = (transport: Transport): UserInfoGateway => ({
  load: async (accessToken): Promise<UserInfo | SessionRefused | UserInfoUnavailable> => {
    const info = await contractClient({ userInfo }, transport, async () => accessToken).userInfo()
    if (!isCallFailure(info)) return info
    if (info._tag === 'TokenUnavailable') return { _tag: 'SessionRefused' }
    if (info.status === 401) return { _tag: 'SessionRefused' }
    if (typeof info.status === 'number' && info.status < 300)
      return unavailable('user info of an unexpected shape')
    if (typeof info.status === 'number') return unavailable(`user info answered ${info.status}`)
    return unavailable(info.message ?? 'user info could not be loaded')
  },
})
