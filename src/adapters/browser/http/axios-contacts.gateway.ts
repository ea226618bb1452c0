import { type AxiosInstance, isAxiosError } from 'axios'
import { Result, Schema } from 'effect'
import type {
  ContactsCallFailed,
  ContactsFailure,
  ContactsGateway,
  ProfileContacts,
} from '../../../application/browser/ports/contacts.gateway.port.ts'
import type { RevealWant } from '../../../domain/companies/reveal-choice.ts'
import { CREDIT_KINDS } from '../../../domain/credits/credit-kind.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { bearer } from './api-client.ts'

const Parts = Schema.Struct({ emails: Schema.Boolean, phones: Schema.Boolean })
const Cost = Schema.Struct({
  credits: Schema.Number,
  charges: Schema.Array(Schema.Struct({ kind: Schema.Literals(CREDIT_KINDS), quantity: Schema.Number })),
})

// Only what the page uses is decoded; the service may add fields (verification details) freely.
const ProfileBody = Schema.Struct({
  linkedinId: Schema.String,
  name: Schema.String,
  title: Schema.NullOr(Schema.String),
  company: Schema.NullOr(Schema.String),
  emails: Schema.Array(Schema.String),
  phones: Schema.Array(Schema.String),
  whatsappValid: Schema.Boolean,
  revealed: Parts,
  available: Schema.Struct({ emails: Schema.Number, phones: Schema.Number }),
  cost: Schema.NullOr(Cost),
  charged: Cost,
})

// docs/api.md: every error body is { statusCode, code, message }; branch on `code`.
const ErrorBody = Schema.Struct({ code: Schema.String, message: Schema.String })

const failed = (
  status: ContactsCallFailed['status'],
  details: { readonly code?: string | undefined; readonly message?: string | undefined } = {},
): ContactsCallFailed => ({
  _tag: 'ContactsCallFailed',
  status,
  ...(details.code === undefined ? {} : { code: details.code }),
  ...(details.message === undefined ? {} : { message: details.message }),
})

const errorOf = (body: unknown): { readonly code?: string; readonly message?: string } => {
  const decoded = Schema.decodeUnknownResult(ErrorBody)(body)
  return Result.isSuccess(decoded) ? decoded.success : {}
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT'])

// 'all' is the API's default: left out, so the home page's calls stay as they were.
const wantParam = (want: RevealWant = 'all'): Record<string, string> => (want === 'all' ? {} : { want })

/**
 * ContactsGateway over the shared API client: GET /api/contact/profile/{linkedinId}[?reveal=true]
 * [&want=emails|phones].
 */
export class AxiosContactsGateway implements ContactsGateway {
  constructor(private readonly client: AxiosInstance) {}

  lookUp(accessToken: string, profileId: ProfileId, want?: RevealWant) {
    return this.profile(accessToken, profileId, wantParam(want))
  }

  reveal(accessToken: string, profileId: ProfileId, want?: RevealWant) {
    return this.profile(accessToken, profileId, { reveal: 'true', ...wantParam(want) })
  }

  private async profile(
    accessToken: string,
    profileId: ProfileId,
    params: Record<string, string>,
  ): Promise<ProfileContacts | ContactsFailure> {
    try {
      const response = await this.client.get(`/api/contact/profile/${encodeURIComponent(profileId)}`, {
        headers: bearer(accessToken),
        params,
      })
      if (response.status !== 200) {
        const error = errorOf(response.data)
        if (response.status === 404 && error.code === 'PROFILE_NOT_FOUND') return { _tag: 'ProfileNotFound' }
        return failed(response.status, error)
      }
      // A boundary (DESIGN rule 13): the body is checked before the page shows it.
      const decoded = Schema.decodeUnknownResult(ProfileBody)(response.data)
      return Result.isSuccess(decoded)
        ? decoded.success
        : failed(response.status, { message: 'profile of an unexpected shape' })
    } catch (error) {
      const timedOut = isAxiosError(error) && TIMEOUT_CODES.has(error.code ?? '')
      return failed(timedOut ? 'timeout' : 'network', {
        message: error instanceof Error ? error.message : undefined,
      })
    }
  }
}
