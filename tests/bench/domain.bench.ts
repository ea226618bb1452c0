import { revealProfile, viewMembersPage } from '../../src/domain/credits/credit-action.ts'
import { grant } from '../../src/domain/credits/grant.ts'
import { quote } from '../../src/domain/credits/quote.ts'
import { spend } from '../../src/domain/credits/spend.ts'
import { pageWindow } from '../../src/domain/pagination/page-window.ts'
import { planOf } from '../../src/domain/plans/plan-catalogue.ts'
import { parseProfileLink } from '../../src/domain/profiles/profile-link.ts'
import { instant } from '../../src/domain/shared/instant.ts'
import { classifyError } from '../../src/ui/errors/classify-error.ts'
import { opsPerSecond } from './measure.ts'

/** The domain's hot paths, each on a realistic input: a user with a plan, two packets and the trial. */
export const domainBenchmarks = () => {
  const start = instant(Date.UTC(2026, 0, 1))
  const now = instant(Date.UTC(2026, 0, 15))
  let id = 0
  const newId = () => `b${id++}`
  const buckets = [
    ...grant(planOf('FREE'), start, newId, 's0'),
    ...grant(planOf('MONTHLY_PRO'), start, newId, 's1'),
    ...grant(planOf('PACKET_EMAIL_BASIC'), start, newId, 's2'),
    ...grant(planOf('PACKET_SEARCH_PRO'), start, newId, 's3'),
  ]
  const fullReveal = revealProfile({ found: { emails: true, phones: true } })
  return {
    'credits.spend (full reveal, 5 buckets)': opsPerSecond(() => spend(buckets, fullReveal, now)),
    'credits.quote (members page, 5 buckets)': opsPerSecond(() => quote(buckets, viewMembersPage(true), now)),
    'profiles.parseProfileLink': opsPerSecond(() =>
      parseProfileLink('https://www.linkedin.com/in/Jane-Doe-%C3%A9/?utm_source=share'),
    ),
    'pagination.pageWindow (page 37 of 120)': opsPerSecond(() => pageWindow(37, 120)),
    'errors.classifyError (429 on admin page)': opsPerSecond(() =>
      classifyError({ context: 'api', status: 429, message: 'Credits Exceeded', path: '/admin/search' }),
    ),
  }
}
