import {
  type InvalidOptOutEmail,
  normaliseOptOutEmail,
  type OptOutEmail,
} from '../../domain/opt-out/opt-out-email.ts'
import { hashOptOutToken, newOptOutToken } from '../../domain/opt-out/opt-out-token.ts'
import { maskEmail, removalRoute } from '../../domain/opt-out/removal-route.ts'
import {
  type InvalidRelationship,
  normaliseRelationship,
} from '../../domain/opt-out/requester-relationship.ts'
import { OPT_OUT_TOKEN_LIFETIME_MS, optOutExpiry } from '../../domain/opt-out/token-expiry.ts'
import type { Language } from '../../domain/preferences/language.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { type InvalidProfileLink, parseProfileLink } from '../../domain/profiles/profile-link.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type { Clock } from './ports/clock.port.ts'
import type { ContactSource } from './ports/contact-source.port.ts'
import type { Digest } from './ports/digest.port.ts'
import type { IdGenerator } from './ports/id-generator.port.ts'
import type { MailSender } from './ports/mail.port.ts'
import type { OptOutMailWording } from './ports/opt-out-mail.port.ts'
import type { OptOutReviews } from './ports/opt-out-reviews.repository.port.ts'
import type { Random } from './ports/random.port.ts'
import type { SuppressionList } from './ports/suppression-list.repository.port.ts'

export type RequestOptOutInput = {
  /** As typed: parsed by the profiles domain's rule (SPEC §5). */
  readonly profileLink: string
  /**
   * Where the requester can be reached, should an admin need to decide. Never where the confirmation
   * goes: that is an address the data holds for the person (domain/opt-out/removal-route.ts).
   */
  readonly email: string
  /** What the requester says they are to the person; shown to the admin who decides. */
  readonly relationship: string
  readonly language: Language
}

export type OptOutRequested =
  /** The link went to the person's own address, shown masked. */
  | { readonly _tag: 'OptOutMailed'; readonly sentTo: string; readonly expiresAt: Instant }
  /** The data holds no address for the person: an admin decides; until then they stay visible. */
  | { readonly _tag: 'OptOutUnderReview' }

export type OptOutSettings = {
  /**
   * Where the web app is reached: the link is `<publicUrl>/opt-out#token=…`. In the fragment, the token
   * never reaches a server (no access log, no proxy, no Referer holds it); only the page reads it.
   */
  readonly publicUrl: string
  readonly brandName: string
  readonly lifetimeMs?: number
}

export type RequestOptOutDeps = {
  readonly list: SuppressionList
  readonly reviews: OptOutReviews
  readonly contacts: Pick<ContactSource, 'person'>
  readonly mail: MailSender
  /** How the confirmation mail reads (the mail adapter's words). */
  readonly wording: OptOutMailWording
  readonly digest: Digest
  readonly random: Random
  readonly ids: IdGenerator
  readonly clock: Clock
}

/**
 * POST /opt-out: anyone may ask for a profile to be removed, but only the person can make it happen at
 * once: when the data holds an address for them, the confirmation link goes there (the requester sees
 * it masked); when it holds none, the request waits for an admin's decision and the person stays
 * visible until then. So no one can erase someone else from a mailbox of their own.
 */
export class RequestOptOut {
  constructor(
    private readonly deps: RequestOptOutDeps,
    private readonly settings: OptOutSettings,
  ) {}

  async execute(
    input: RequestOptOutInput,
  ): Promise<OptOutRequested | InvalidProfileLink | InvalidOptOutEmail | InvalidRelationship> {
    const profileId = parseProfileLink(input.profileLink)
    if (typeof profileId !== 'string') return profileId
    const requester = normaliseOptOutEmail(input.email)
    if (typeof requester !== 'string') return requester
    const relationship = normaliseRelationship(input.relationship)
    if (typeof relationship !== 'string') return relationship
    const person = await this.deps.contacts.person(profileId)
    const route = removalRoute(person?.emails.map((e) => e.address) ?? [])
    if (route._tag === 'AdminReview') {
      const now = this.deps.clock.now()
      await this.deps.reviews.add({
        id: this.deps.ids.next(),
        profileId,
        requesterEmail: requester,
        relationship,
        requestedAt: now,
      })
      return { _tag: 'OptOutUnderReview' }
    }
    const expiresAt = await this.mailThePerson(profileId, route.to, input.language)
    return { _tag: 'OptOutMailed', sentTo: maskEmail(route.to), expiresAt }
  }

  private async mailThePerson(profileId: ProfileId, email: OptOutEmail, language: Language) {
    const { list, mail, wording, digest, random, clock } = this.deps
    const lifetimeMs = this.settings.lifetimeMs ?? OPT_OUT_TOKEN_LIFETIME_MS
    const now = clock.now()
    const token = newOptOutToken(random.int)
    const expiresAt = optOutExpiry(now, lifetimeMs)
    // Stored before the mail leaves, so the link works the moment it arrives.
    const tokenHash = hashOptOutToken(token, digest.sha256Hex)
    await list.addRequest({ tokenHash, profileId, email, requestedAt: now, expiresAt })
    await mail.send(
      wording.confirmation({
        to: email,
        language,
        brandName: this.settings.brandName,
        profileId,
        link: `${this.settings.publicUrl}/opt-out#token=${token}`,
        lifetimeHours: Math.round(lifetimeMs / 3_600_000),
      }),
    )
    // Requests nobody confirmed still name a person: they go once their link is dead.
    await list.purgeExpired(now)
    return expiresAt
  }
}
