import fc from 'fast-check'
import { EMAIL_VERDICTS } from '../email/email-verdict.ts'
import type { ProfileId } from '../profiles/profile-id.ts'
import { type Instant, instant } from '../shared/instant.ts'
import type { WorkspaceContact } from './contact-query.ts'

const DAY = 86_400_000
const START = Date.UTC(2026, 0, 1)

// Few distinct values, so equal keys (the tie-breaker's case) come up often.
const word = fc.constantFrom('ada', 'Ada', 'grace', 'Lin', '李伟', 'zoë', 'bob', 'ő', '=cmd', '')
const at = fc
  .integer({ min: 0, max: 10 })
  .map((d) => instant(START + d * DAY + (d % 3) * 1000)) as fc.Arbitrary<Instant>

export const aWorkspaceContact = (id: fc.Arbitrary<string>): fc.Arbitrary<WorkspaceContact> =>
  fc.record({
    profileId: id.map((s) => s as ProfileId),
    name: word.filter((w) => w !== ''),
    title: fc.option(word, { nil: null }),
    companyName: fc.option(fc.constantFrom('Acme', 'acme', 'Brightfold', '百度'), { nil: null }),
    companyDomain: fc.option(fc.constantFrom('acme.example', 'brightfold.example'), { nil: null }),
    email: fc.option(fc.constantFrom('ada@acme.example', 'li@baidu.example', 'x@y.example'), { nil: null }),
    verdict: fc.option(fc.constantFrom(...EMAIL_VERDICTS), { nil: null }),
    checkedAt: fc.option(at, { nil: null }),
    phone: fc.option(fc.constant('+8613800000000'), { nil: null }),
    whatsappValid: fc.boolean(),
    revealed: fc.record({ emails: fc.boolean(), phones: fc.boolean() }),
    revealedAt: at,
    reverifyRequestedAt: fc.option(at, { nil: null }),
  })

/** Contacts with distinct profile ids, as a user holds them. */
export const someWorkspaceContacts = fc
  .uniqueArray(fc.stringMatching(/^[a-z0-9-]{1,6}$/), { maxLength: 40 })
  .chain((ids) => fc.tuple(...ids.map((id) => aWorkspaceContact(fc.constant(id)))))
