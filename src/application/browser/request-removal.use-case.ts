import { type InvalidOptOutEmail, normaliseOptOutEmail } from '../../domain/opt-out/opt-out-email.ts'
import type { InvalidRelationship } from '../../domain/opt-out/requester-relationship.ts'
import { type InvalidProfileLink, parseProfileLink } from '../../domain/profiles/profile-link.ts'
import type { OptOutApi, RemovalRequest, RemovalRequestAnswer } from './ports/opt-out.api.port.ts'

export type RemovalRequestResult =
  | RemovalRequestAnswer
  | InvalidProfileLink
  | InvalidOptOutEmail
  | InvalidRelationship

/**
 * The opt-out page's form: the link and the address are checked by the same domain rules as the
 * service's before anything is sent, so a typo is answered at once and in the page's language.
 */
export class RequestRemoval {
  constructor(private readonly api: Pick<OptOutApi, 'requestOptOut'>) {}

  async execute(input: RemovalRequest): Promise<RemovalRequestResult> {
    const link = parseProfileLink(input.profileLink)
    if (typeof link !== 'string') return link
    const email = normaliseOptOutEmail(input.email)
    if (typeof email !== 'string') return email
    // The relationship's rule (one line, 1 to 200 characters) is the service's alone: its refusal comes
    // back with its code and is shown beside the field, and the first page stays within its budget.
    return this.api.requestOptOut({ body: { ...input, profileLink: input.profileLink.trim(), email } })
  }
}
