import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { VerifiedEmails } from '../../../application/browser/ports/email.api.port.ts'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx'
import { formatDateTime } from '../activity/format-time.ts'
import { costLabel } from '../companies/cost-label.ts'
import { EmailVerdictBadge } from '../contact-engine/email-verdict-badge.tsx'

/** A verified list, in the order pasted: each verdict with its reason and date, or why it is withheld. */
export const VerifiedEmailsTable = ({ answer }: { answer: VerifiedEmails }) => {
  const { t, i18n } = useTranslation()
  return (
    <section aria-labelledby="verified-emails-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="verified-emails-title" className="font-semibold text-slate-900">
          {t('emailFinder.verify.resultsTitle')}
        </h2>
        <p className="text-sm text-slate-600" data-testid="verify-charged">
          {t('emailFinder.verify.charged', { cost: costLabel(t, answer.charged) })}
        </p>
      </div>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('emailFinder.verify.columns.address')}</TableHead>
            <TableHead>{t('emailFinder.verify.columns.verdict')}</TableHead>
            <TableHead>{t('emailFinder.verify.columns.reason')}</TableHead>
            <TableHead>{t('emailFinder.verify.columns.checked')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {answer.results.map((item) => (
            // Each address is sent once (addressesOf drops repeats), so it keys its row.
            <TableRow key={item.address} data-address={item.address}>
              <TableCell className="min-w-48 font-mono text-xs break-all text-slate-900">
                {item.address}
              </TableCell>
              {item.verification !== null ? (
                <>
                  <TableCell>
                    <EmailVerdictBadge verdict={item.verification.verdict} />
                  </TableCell>
                  <TableCell className="min-w-56 text-slate-600">{item.verification.reason}</TableCell>
                  <TableCell className="whitespace-nowrap text-slate-600">
                    <time dateTime={item.verification.checkedAt}>
                      {formatDateTime(item.verification.checkedAt, i18n.resolvedLanguage)}
                    </time>
                  </TableCell>
                </>
              ) : (
                <TableCell colSpan={3} className="text-amber-900">
                  {t('emailFinder.verify.withheld')}{' '}
                  <Link
                    to="/admin/subscription"
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {t('emailFinder.verify.upgrade')}
                  </Link>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  )
}
