import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CatchAll,
  type DomainMail,
  EMAIL_VERDICTS,
  isDefinite,
  isDeliverable,
  judge,
  type MailboxAnswer,
  type VerdictFacts,
} from './email-verdict.ts'

const reason = fc.string({ maxLength: 20 })
const domainMail: fc.Arbitrary<DomainMail> = fc.oneof(
  fc.record({ _tag: fc.constant('MailHosts' as const), hosts: fc.array(fc.domain(), { minLength: 1 }) }),
  fc.constant({ _tag: 'NoSuchDomain' as const }),
  fc.constant({ _tag: 'NullMx' as const }),
  fc.constant({ _tag: 'NoMailHost' as const }),
  fc.record({ _tag: fc.constant('DnsUnanswered' as const), reason }),
)
const mailbox: fc.Arbitrary<MailboxAnswer> = fc.oneof(
  fc.constant({ _tag: 'Accepted' as const }),
  fc.record({ _tag: fc.constant('NoSuchMailbox' as const), reply: reason }),
  fc.record({ _tag: fc.constant('Undecided' as const), reason }),
)
const catchAll = fc.constantFrom<CatchAll>('yes', 'no', 'unknown')
const facts: fc.Arbitrary<VerdictFacts> = fc.record(
  {
    syntaxProblem: fc.option(reason, { nil: null }),
    domain: domainMail,
    catchAll,
    mailbox,
  },
  { requiredKeys: ['syntaxProblem'] },
)

describe('email verdicts', () => {
  it('an accept-all domain never yields valid', () => {
    fc.assert(
      fc.property(facts, (f) => {
        expect(judge({ ...f, catchAll: 'yes' }).verdict).not.toBe('valid')
      }),
    )
  })

  it('a timeout, a temporary refusal or a silent DNS never yields invalid for a domain that takes mail', () => {
    const undecided = fc.record({ _tag: fc.constant('Undecided' as const), reason })
    const hosts = { _tag: 'MailHosts' as const, hosts: ['mx.leads.example'] }
    fc.assert(
      fc.property(facts, undecided, reason, (f, answer, why) => {
        const wellFormed = { ...f, syntaxProblem: null }
        expect(judge({ ...wellFormed, domain: hosts, mailbox: answer }).verdict).not.toBe('invalid')
        expect(judge({ ...wellFormed, domain: { _tag: 'DnsUnanswered', reason: why } }).verdict).not.toBe(
          'invalid',
        )
      }),
    )
  })

  it('valid only for a well-formed address whose server took it and refuses made-up ones', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const isValid = judge(f).verdict === 'valid'
        const earned =
          f.syntaxProblem === null &&
          f.domain?._tag === 'MailHosts' &&
          f.mailbox?._tag === 'Accepted' &&
          f.catchAll === 'no'
        expect(isValid).toBe(earned)
      }),
    )
  })

  it('a malformed address is invalid whatever else is known, and every verdict gives its reason', () => {
    fc.assert(
      fc.property(facts, reason, (f, problem) => {
        expect(judge({ ...f, syntaxProblem: problem }).verdict).toBe('invalid')
        expect(judge(f).reason.length).toBeGreaterThan(0)
      }),
      {
        // A server that gave no words (CI found it): the verdict still says why.
        examples: [
          [
            {
              syntaxProblem: null,
              domain: { _tag: 'MailHosts', hosts: ['a.aa'] },
              mailbox: { _tag: 'Undecided', reason: '' },
            },
            '',
          ],
        ],
      },
    )
  })

  it('a deliverable address is a definite answer, and every definite one is deliverable or invalid', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EMAIL_VERDICTS), (verdict) => {
        if (isDeliverable(verdict)) expect(isDefinite(verdict)).toBe(true)
        expect(isDefinite(verdict)).toBe(isDeliverable(verdict) || verdict === 'invalid')
        expect(isDeliverable(verdict)).toBe(verdict === 'valid' || verdict === 'accept_all')
      }),
    )
  })

  it('what the checks find is deliverable only when the mailbox was accepted', () => {
    fc.assert(
      fc.property(facts, (known) => {
        if (isDeliverable(judge(known).verdict)) expect(known.mailbox?._tag).toBe('Accepted')
      }),
    )
  })
})
