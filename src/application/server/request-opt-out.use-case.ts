import { type InvalidOptOutEmail, normaliseOptOutEmail } from '../../domain/opt-out/opt-out-email.ts'
import { hashOptOutToken, newOptOutToken } from '../../domain/opt-out/opt-out-token.ts'
import { OPT_OUT_TOKEN_LIFETIME_MS, optOutExpiry } from '../../domain/opt-out/token-expiry.ts'
import type { Language } from '../../domain/preferences/language.ts'
import { type InvalidProfileLink, parseProfileLink } from '../../domain/profiles/profile-link.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import { confirmationMail } from './opt-out-mail.ts'
import type { Clock } from './ports/clock.port.ts'
import type { Digest } from './ports/digest.port.ts'
import type { MailSender } from './ports/mail.port.ts'
import type { Random } from './ports/random.port.ts'
import type { SuppressionList } from './ports/suppression-list.repository.port.ts'

export type RequestOptOutInput = {
  /** As typed: parsed by the profiles domain's rule (SPEC §5). */
  readonly profileLink: string
  /** Where the confirmation goes; any address the requester can read (docs/opt-out-notes.md). */
  readonly email: string
  readonly language: Language
}

export type OptOutRequested = { readonly _tag: 'OptOutRequested'; readonly expiresAt: Instant }

export type OptOutSettings = {
  /**
   * Where the web app is reached: the link is `<publicUrl>/opt-out#token=…`. In the fragment, the token
   * never reaches a server (no access log, no proxy, no Referer holds it); only the page reads it.
   */
  readonly publicUrl: string
  readonly brandName: string
  readonly lifetimeMs?: number
}

/**
 * POST /opt-out: anyone may ask for a profile to be removed; a link mailed to the address they give
 * confirms it. The answer is the same whether or not the profile is in the data, so the form tells no
 * one who is in it; a profile not (yet) in the data is suppressed all the same once confirmed.
 */
export class RequestOptOut {
  constructor(
    private readonly list: SuppressionList,
    private readonly mail: MailSender,
    private readonly digest: Digest,
    private readonly random: Random,
    private readonly clock: Clock,
    private readonly settings: OptOutSettings,
  ) {}

  async execute(
    input: RequestOptOutInput,
  ): Promise<OptOutRequested | InvalidProfileLink | InvalidOptOutEmail> {
    const profileId = parseProfileLink(input.profileLink)
    if (typeof profileId !== 'string') return profileId
    const email = normaliseOptOutEmail(input.email)
    if (typeof email !== 'string') return email
    const lifetimeMs = this.settings.lifetimeMs ?? OPT_OUT_TOKEN_LIFETIME_MS
    const now = this.clock.now()
    const token = newOptOutToken(this.random.int)
    const expiresAt = optOutExpiry(now, lifetimeMs)
    // Stored before the mail leaves, so the link works the moment it arrives.
    const tokenHash = hashOptOutToken(token, this.digest.sha256Hex)
    await this.list.addRequest({ tokenHash, profileId, email, requestedAt: now, expiresAt })
    await this.mail.send(
      confirmationMail({
        to: email,
        language: input.language,
        brandName: this.settings.brandName,
        profileId,
        link: `${this.settings.publicUrl}/opt-out#token=${token}`,
        lifetimeHours: Math.round(lifetimeMs / 3_600_000),
      }),
    )
    // Requests nobody confirmed still name a person: they go once their link is dead.
    await this.list.purgeExpired(now)
    return { _tag: 'OptOutRequested', expiresAt }
  }
}
