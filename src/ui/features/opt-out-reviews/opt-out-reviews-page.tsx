import { Check, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type { OptOutReviewEntry } from '../../../application/browser/ports/opt-out.api.port.ts'
import { OPT_OUT_REVIEW_CODES } from '../../../domain/opt-out/opt-out-failures.ts'
import type { ReviewDecision } from '../../../domain/opt-out/review-decision.ts'
import { Button } from '../../components/ui/button.tsx'
import { formatDateTime } from '../activity/format-time.ts'
import { LogPage } from '../activity/log-page.tsx'
import { Cell } from '../activity/log-table.tsx'
import { RequireAdmin } from '../dashboard/require-admin.tsx'
import { toast } from '../toast/toast.ts'
import { useDecideOptOutReview, useOptOutReviews } from './use-opt-out-reviews.ts'

type PageProps = { readonly page: number; readonly onPageChange: (page: number) => void }

/** Approve asks once more (a removal cannot be undone); reject is taken at once. */
const Decide = ({ review }: { readonly review: OptOutReviewEntry }) => {
  const { t } = useTranslation()
  const decide = useDecideOptOutReview()
  const [confirming, setConfirming] = useState(false)
  const who = review.name ?? review.profileLink
  const send = async (decision: ReviewDecision) => {
    const answer = await decide.mutateAsync({ id: review.id, decision })
    if (!isCallFailure(answer)) toast.success(t(`optOutReviews.done.${decision}`, { who }))
    else if (answer._tag === 'ApiCallFailed' && answer.code === OPT_OUT_REVIEW_CODES.reviewDecided)
      toast.error(t('optOutReviews.decidedAlready'))
    else toast.error(t('optOutReviews.failed'))
  }
  if (confirming)
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-700">{t('optOutReviews.confirm', { who })}</span>
        <Button
          size="sm"
          className="bg-red-600 hover:bg-red-700"
          disabled={decide.isPending}
          onClick={() => void send('approve')}
        >
          {t('optOutReviews.confirmYes')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
          {t('optOutReviews.cancel')}
        </Button>
      </div>
    )
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={decide.isPending} onClick={() => setConfirming(true)}>
        <Check aria-hidden />
        {t('optOutReviews.approve')}
      </Button>
      <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => void send('reject')}>
        <X aria-hidden />
        {t('optOutReviews.reject')}
      </Button>
    </div>
  )
}

const ReviewsContent = ({ page, onPageChange }: PageProps) => {
  const { t, i18n } = useTranslation()
  const query = useOptOutReviews(page)
  const columns = [
    { key: 'requested', label: t('optOutReviews.columns.requested') },
    { key: 'profile', label: t('optOutReviews.columns.profile') },
    { key: 'requester', label: t('optOutReviews.columns.requester') },
    { key: 'decision', label: t('optOutReviews.columns.decision') },
  ]
  return (
    <LogPage
      title={t('optOutReviews.title')}
      subtitle={t('optOutReviews.subtitle')}
      emptyText={t('optOutReviews.empty')}
      columns={columns}
      query={query}
      page={page}
      onPageChange={onPageChange}
      row={(review) => (
        <tr key={review.id}>
          <Cell className="whitespace-nowrap text-slate-600">
            <time dateTime={review.requestedAt}>
              {formatDateTime(review.requestedAt, i18n.resolvedLanguage)}
            </time>
          </Cell>
          <Cell className="min-w-48">
            <p className="font-medium text-slate-900">{review.name ?? t('optOutReviews.notInData')}</p>
            <a
              href={review.profileLink}
              target="_blank"
              rel="noreferrer noopener"
              className="break-all text-sm text-brand-700 underline-offset-4 hover:underline"
            >
              {review.profileLink}
            </a>
          </Cell>
          <Cell className="min-w-48">
            <p className="text-slate-900">“{review.relationship}”</p>
            <a
              href={`mailto:${review.requesterEmail}`}
              className="break-all text-sm text-brand-700 hover:underline"
            >
              {review.requesterEmail}
            </a>
          </Cell>
          <Cell className="min-w-56">
            <Decide review={review} />
          </Cell>
        </tr>
      )}
    />
  )
}

/**
 * /admin/opt-out-reviews (admins only): removal requests for people the data holds no address for, so
 * no one could confirm them by mail. Approving removes the person at once; rejecting leaves them. Each
 * decision is in the audit log.
 */
export const OptOutReviewsPage = (props: PageProps) => (
  <RequireAdmin>
    <ReviewsContent {...props} />
  </RequireAdmin>
)
