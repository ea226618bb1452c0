import type * as ApiKeysCalls from '../../../adapters/http-contract/api-keys.ts'
import type { AnswerOfCall, Api } from './api.port.ts'

/** The signed-in user's API keys (issue 21): list, make, revoke. */
export type ApiKeysApi = Api<typeof ApiKeysCalls>

/** One key as the keys page lists it (never its secret). */
export type ApiKeySummary = AnswerOfCall<typeof ApiKeysCalls, 'listApiKeys'>['keys'][number]

/** A key just made: its whole text, shown once. */
export type NewApiKey = AnswerOfCall<typeof ApiKeysCalls, 'createApiKey'>
