import type { AxiosInstance } from 'axios'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  BounceReport,
  ContactsCallFailed,
  ContactsFailure,
  ContactsGateway,
  ProfileContacts,
} from '../../../application/browser/ports/contacts.gateway.port.ts'
import type { RevealWant } from '../../../domain/companies/reveal-choice.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { type ProfileAnswer, revealProfile } from '../../http-contract/contacts.ts'
import { reportBounce } from '../../http-contract/email.ts'
import { ERROR_CODES } from '../../http-contract/error-codes.ts'
import { callApi } from './call-api.ts'
import { isMalformedAnswer } from './request-json.ts'

type ProfileQuery = { readonly reveal?: 'true'; readonly want?: 'emails' | 'phones' }

// 'all' is the API's default: left out, so the home page's calls stay as they were.
const wantParam = (want: RevealWant = 'all') => (want === 'all' ? {} : { want })

/** The wire's email details as the screens show them (`status` is the verdict). */
export const emailDetailsOf = (
  details: (typeof ProfileAnswer.Type)['emailDetails'],
): ProfileContacts['emailDetails'] =>
  details.map((d) => ({
    address: d.address,
    verdict: d.status,
    checkedAt: d.checkedAt,
    recheckPending: d.recheckPending,
  }))

// Only what the page uses is kept.
const profileOf = (body: typeof ProfileAnswer.Type): ProfileContacts => ({
  linkedinId: body.linkedinId,
  name: body.name,
  title: body.title,
  company: body.company,
  emails: body.emails,
  phones: body.phones,
  whatsappValid: body.whatsappValid,
  revealed: body.revealed,
  emailDetails: emailDetailsOf(body.emailDetails),
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

  async reportBounce(accessToken: string, email: string): Promise<BounceReport | ContactsCallFailed> {
    const body = await callApi(this.client, accessToken, reportBounce, { body: { email } })
    if (!isCallFailure(body)) return body
    const { _tag, ...said } = body
    return { _tag: 'ContactsCallFailed', ...said }
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
