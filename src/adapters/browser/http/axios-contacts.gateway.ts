import type { AxiosInstance } from 'axios'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  ContactsCallFailed,
  ContactsFailure,
  ContactsGateway,
  ProfileContacts,
} from '../../../application/browser/ports/contacts.gateway.port.ts'
import type { RevealWant } from '../../../domain/companies/reveal-choice.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { type ProfileAnswer, revealProfile } from '../../http-contract/contacts.ts'
import { ERROR_CODES } from '../../http-contract/error-codes.ts'
import { callApi } from './call-api.ts'
import { isMalformedAnswer } from './request-json.ts'

type ProfileQuery = { readonly reveal?: 'true'; readonly want?: 'emails' | 'phones' }

// 'all' is the API's default: left out, so the home page's calls stay as they were.
const wantParam = (want: RevealWant = 'all') => (want === 'all' ? {} : { want })

// Only what the page uses is kept; the answer's verification details stay on the wire.
const profileOf = (body: typeof ProfileAnswer.Type): ProfileContacts => ({
  linkedinId: body.linkedinId,
  name: body.name,
  title: body.title,
  company: body.company,
  emails: body.emails,
  phones: body.phones,
  whatsappValid: body.whatsappValid,
  revealed: body.revealed,
  available: body.available,
  cost: body.cost,
  charged: body.charged,
})

const failureOf = (failure: ApiCallFailed): ContactsFailure => {
  if (failure.status === 404 && failure.code === ERROR_CODES.profileNotFound)
    return { _tag: 'ProfileNotFound' }
  if (isMalformedAnswer(failure))
    return { _tag: 'ContactsCallFailed', status: failure.status, message: 'profile of an unexpected shape' }
  const { _tag, ...said } = failure
  return { _tag: 'ContactsCallFailed', ...said } satisfies ContactsCallFailed
}

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
    query: ProfileQuery,
  ): Promise<ProfileContacts | ContactsFailure> {
    const input = { params: { linkedinId: profileId }, query }
    const body = await callApi(this.client, accessToken, revealProfile, input)
    return isCallFailure(body) ? failureOf(body) : profileOf(body)
  }
}
