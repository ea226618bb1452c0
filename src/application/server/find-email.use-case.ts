import type { EmailVerdict } from '../../domain/email/email-verdict.ts'
import { type Confidence, confidenceOf } from '../../domain/email/finder-confidence.ts'
import { candidateAddresses, type KnownAddress, learnPatterns } from '../../domain/email/pattern-learning.ts'
import { nameParts, namePartsOfFullName, type Romanise } from '../../domain/email/person-name.ts'
import type { EmailRecords } from './ports/email-records.port.ts'
import type { EmailVerification, EmailVerifier } from './ports/email-verifier.port.ts'

export type FindEmailInput = {
  readonly firstName: string
  readonly lastName: string
  readonly domain: string
}

export type EmailFound = {
  readonly _tag: 'EmailFound'
  readonly address: string
  readonly verdict: EmailVerdict
  readonly confidence: Confidence
  readonly verification: EmailVerification
}
export type EmailNotFound = { readonly _tag: 'EmailNotFound'; readonly reason: string }

/** Addresses tried at most per find: each costs a conversation with the domain's mail server. */
const MAX_TRIES = 6
/** Addresses held at a domain that its pattern is learnt from. */
const LEARN_FROM = 500

const knownOf =
  (romanise: Romanise) =>
  ({ name, address }: { name: string; address: string }): KnownAddress[] => {
    const parts = namePartsOfFullName(name, romanise)
    return parts === null ? [] : [{ name: parts, localPart: address.split('@')[0] ?? '' }]
  }

/**
 * A person in, the best address out (Hunter's Email Finder): the domain's pattern learnt from the
 * addresses we hold there, candidates in order, each verified until one is `valid`. At an accept-all
 * domain the best candidate is returned as `accept_all` on the pattern's evidence; when the server
 * cannot be asked, the best candidate is returned as `unknown`. Refused everywhere: not found.
 */
export class FindEmail {
  constructor(
    private readonly records: EmailRecords,
    private readonly verifier: EmailVerifier,
    /** Spells names in other scripts in Latin letters (Chinese in pinyin); as written when absent. */
    private readonly romanise: Romanise = (text) => text,
  ) {}

  async execute(input: FindEmailInput): Promise<EmailFound | EmailNotFound> {
    const name = nameParts(input.firstName, input.lastName, this.romanise)
    if (name === null)
      return { _tag: 'EmailNotFound', reason: 'the name has no letters an address could be made of' }
    const domain = input.domain.trim().toLowerCase()
    const held = await this.records.namedAddressesAt(domain, LEARN_FROM)
    const learned = learnPatterns(held.flatMap(knownOf(this.romanise)))
    const candidates = candidateAddresses(name, domain, learned, MAX_TRIES)
    let undecided: EmailFound | null = null
    for (const candidate of candidates) {
      const verification = await this.verifier.verify(candidate.address)
      const found = (verdict: EmailVerdict): EmailFound => ({
        _tag: 'EmailFound',
        address: candidate.address,
        verdict,
        confidence: confidenceOf(candidate, verdict),
        verification,
      })
      switch (verification.verdict) {
        case 'valid':
        case 'accept_all':
          // An accept-all domain answers every candidate alike: the first, best by pattern, stands.
          return found(verification.verdict)
        case 'unknown':
          undecided ??= found('unknown')
          // A domain that cannot be asked now will not answer the next candidate either.
          if (verification.mxHost === null) return undecided
          break
        case 'invalid':
          // No mail server was asked: the domain itself takes no mail, so no candidate there can be right.
          if (verification.mxHost === null) return { _tag: 'EmailNotFound', reason: verification.reason }
      }
    }
    return undecided ?? { _tag: 'EmailNotFound', reason: 'the mail server refused every likely address' }
  }
}
