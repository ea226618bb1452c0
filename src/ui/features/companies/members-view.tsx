import { Loader2, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { CompanyRef } from '../../../application/browser/ports/companies.api.port.ts'
import { membersPageCount } from '../../../domain/pagination/page-count.ts'
import { Pager } from '../../components/pager.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card } from '../../components/ui/card.tsx'
import { CompanyHeading } from './company-heading.tsx'
import { costLabel, PAGE_COST } from './cost-label.ts'
import { ExportButton } from './export-button.tsx'
import { sectionsOf } from './members-sections.ts'
import { MembersTable } from './members-table.tsx'
import { useMembersPage } from './use-members-page.ts'

/**
 * A picked company: before the first page is asked for, the company and what seeing its members costs
 * (PRODUCT.md: the cost is shown first); then the two sections and the pager.
 */
export const MembersView = ({
  company,
  page,
  onPage,
}: {
  company: CompanyRef & { readonly label: string }
  page: number | undefined
  onPage: (page: number) => void
}) => {
  const { t } = useTranslation()
  const heading = { name: company.label, domain: company.domain ?? '' }
  if (page === undefined)
    return (
      <Card className="space-y-4 p-5">
        <CompanyHeading company={heading} />
        <p className="text-sm text-slate-600">
          {t('companies.gate.note', { cost: costLabel(t, PAGE_COST) })}
        </p>
        <Button onClick={() => onPage(1)}>
          <Users aria-hidden />
          {t('companies.gate.show', { cost: costLabel(t, PAGE_COST) })}
        </Button>
      </Card>
    )
  return <MembersPageView company={company} heading={heading} page={page} onPage={onPage} />
}

const MembersPageView = ({
  company,
  heading,
  page,
  onPage,
}: {
  company: CompanyRef
  heading: { name: string; domain: string }
  page: number
  onPage: (page: number) => void
}) => {
  const { t } = useTranslation()
  const { members, revealed } = useMembersPage(company, page)
  if (members.isPending)
    return (
      <Card className="space-y-4 p-5">
        <CompanyHeading company={heading} />
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('companies.members.loading')}
        </p>
      </Card>
    )
  if (members.isError)
    return (
      <Card className="space-y-4 p-5">
        <CompanyHeading company={heading} />
        <p role="alert" className="text-sm text-slate-700">
          {t('companies.members.failed')}
        </p>
        <Button variant="outline" onClick={() => void members.refetch()}>
          {t('companies.members.retry')}
        </Button>
      </Card>
    )
  const data = members.data
  const busy = members.isPlaceholderData
  const { decisionMakers, others } = sectionsOf(data)
  const pages = membersPageCount(decisionMakers.total, others.total)
  const scope =
    company.domain === undefined ? { company: data.company.name } : { domain: data.company.domain }
  return (
    <div className="space-y-6">
      <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <CompanyHeading company={data.company} />
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <ExportButton scope={scope} company={data.company.name} />
          <p className="text-xs text-slate-500">
            {data.charged.credits > 0
              ? t('companies.members.charged', { cost: costLabel(t, data.charged) })
              : t('companies.members.not_charged')}
          </p>
        </div>
      </Card>
      <div aria-busy={busy} className={busy ? 'pointer-events-none space-y-6 opacity-60' : 'space-y-6'}>
        <MembersTable kind="decision_makers" section={decisionMakers} onRevealed={revealed} />
        <MembersTable kind="others" section={others} onRevealed={revealed} />
      </div>
      <Pager
        page={page}
        totalPages={pages}
        onPageChange={onPage}
        busy={busy}
        messages="companies.pager"
        // Moving to a page costs a search credit, said beside it (PRODUCT.md: the cost is shown first).
        note={
          <p className="text-xs text-slate-500">
            {t('companies.pager.cost', { cost: costLabel(t, PAGE_COST) })}
          </p>
        }
      />
    </div>
  )
}
