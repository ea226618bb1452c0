import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { Loader2, MailX } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BounceFailureCode, BounceReport } from '../../../application/browser/ports/contacts.api.port.ts'
import { ProfileTokens } from '../../../composition/browser/profile.area.ts'
import { Button } from '../../components/ui/button.tsx'
import { useUseCase } from '../../use-case-context.tsx'
import { toast } from '../toast/toast.ts'

// POST /email/bounce's refusal of a second report (typed by the call's codes: a rename fails the build).
const ALREADY_REPORTED: BounceFailureCode = 'BOUNCE_ALREADY_REPORTED'

/** What the re-check of a reported bounce says, in words. */
const outcomeText = (t: TFunction, report: BounceReport): string => {
  if (report.verdict === 'unknown') return t('emailVerdict.bounce.unknown')
  if (report.verdict !== 'invalid')
    return t('emailVerdict.bounce.not_invalid', { verdict: t(`emailVerdict.${report.verdict}.label`) })
  if (report.refunded.credits === 0) return t('emailVerdict.bounce.invalid_no_refund')
  return t('emailVerdict.bounce.refunded', { count: report.refunded.credits })
}

/**
 * "Report a bounce" next to a revealed email (issue 19 §4): the address is re-checked at once; the
 * answer is told in a toast, and every query on the page is asked again (the verdict, the credits left,
 * and an address now invalid leaves the list for everyone). Once per address: after a report, the
 * button stays down.
 */
export const BounceButton = ({ email }: { email: string }) => {
  const { t } = useTranslation()
  const api = useUseCase(ProfileTokens.BounceApi)
  const queryClient = useQueryClient()
  const [done, setDone] = useState(false)
  const mutation = useMutation({
    mutationFn: () => api.reportBounce({ body: { email } }),
    onSuccess: (answer) => {
      if ('_tag' in answer) {
        // No token: the sign-in dialog is already open.
        if (answer._tag === 'TokenUnavailable') return
        if (answer.code === ALREADY_REPORTED) {
          setDone(true)
          return void toast.error(t('emailVerdict.bounce.already'))
        }
        return void toast.error(t('emailVerdict.bounce.failed'))
      }
      setDone(true)
      toast.success(outcomeText(t, answer))
      void queryClient.invalidateQueries()
    },
    onError: () => void toast.error(t('emailVerdict.bounce.failed')),
  })
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-6 px-1.5 text-xs text-slate-600"
      disabled={done || mutation.isPending}
      title={t('emailVerdict.bounce.title')}
      data-bounce={email}
      onClick={() => mutation.mutate()}
    >
      {mutation.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <MailX aria-hidden />}
      {/* On a narrow screen (the extension's popup) the icon alone, beside the badge: one line less. */}
      <span className="max-sm:sr-only">
        {t(mutation.isPending ? 'emailVerdict.bounce.checking' : 'emailVerdict.bounce.button')}
      </span>
      {/* Read after the visible words, so the name heard starts with the words seen (WCAG 2.5.3). */}
      <span className="sr-only"> {email}</span>
    </Button>
  )
}
