import type { ApiKeyNotFound, TooManyKeys } from '../../../../application/server/api-key-failures.ts'
import type { ScopeRefusal } from '../../../../domain/api-keys/api-key.ts'
import { API_KEY_CODES } from '../../../http-contract/api-keys.ts'
import { failureTable } from '../routing/failure-table.ts'

type ApiKeyFailure = ScopeRefusal | TooManyKeys | ApiKeyNotFound

/** The API keys' failures on the wire (DESIGN rule 10). */
export const refuseApiKey = failureTable<ApiKeyFailure>({
  NoScope: { status: 400, code: API_KEY_CODES.noScope, message: 'Choose at least one scope' },
  AdminScopeNotAllowed: {
    status: 403,
    code: API_KEY_CODES.adminScopeNotAllowed,
    message: 'Only an administrator may give a key the admin scope',
  },
  TooManyKeys: ({ limit }) => ({
    status: 409,
    code: API_KEY_CODES.tooManyKeys,
    message: `At most ${limit} live keys: revoke one first`,
  }),
  ApiKeyNotFound: { status: 404, code: API_KEY_CODES.notFound, message: 'No such API key' },
})
