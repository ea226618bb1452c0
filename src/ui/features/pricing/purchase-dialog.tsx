import { CheckCircle2, Loader2, XCircle } from 'lucide-react'
import { type FormEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { applyDiscount, noDiscount } from '../../../domain/invitations/discount.ts'
import { optionalInviteCode } from '../../../domain/invitations/invite-code-input.ts'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx'
import type { ErrorOutcome } from '../../errors/error-outcome.ts'
import { cn } from '../../lib/cn.ts'
import { formatYuan } from './format-yuan.ts'
import { usePlanName } from './plan-label.ts'
import { priceOf } from './pricing-offers.ts'
import { type CodeState, codeStateOf, orderFailureOutcome } from './purchase-outcomes.ts'
import { checkoutNavigation, useCheckInviteCode, usePurchasePlan } from './use-purchase.ts'

const StatusLine = ({ state }: { state: CodeState }) => {
  const { t, i18n } = useTranslation()
  switch (state._tag) {
    case 'Validating':
      return (
        <span className="flex items-start gap-1.5 text-slate-600">
          <Loader2 aria-hidden className="mt-0.5 size-4 shrink-0 animate-spin" />
          {t('pricing.dialog.validating')}
        </span>
      )
    case 'InviteCodeValid':
      return (
        <span className="flex items-start gap-1.5 text-emerald-700">
          <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            {t('pricing.dialog.valid')}{' '}
            {t('pricing.dialog.validDiscount', { amount: formatYuan(state.discount, i18n.resolvedLanguage) })}
          </span>
        </span>
      )
    case 'Refused':
      return (
        <span className="flex items-start gap-1.5 text-red-700">
          <XCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t(state.messageKey)}
        </span>
      )
    default:
      return null
  }
}

/**
 * The purchase flow's invite-code validation dialog (SPEC §4/§5): validating, then valid (with the
 * discount, applied to the total) or invalid; the buyer may skip the code or continue with it.
 * `onOutcome` shows what the error table says when the order fails (a toast, or the sign-in dialog).
 */
export const PurchaseDialog = ({
  plan,
  initialCode,
  onClose,
  onOutcome,
}: {
  plan: PlanType
  initialCode: string
  onClose: () => void
  onOutcome: (outcome: ErrorOutcome) => void
}) => {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage
  const inputId = useId()
  const statusId = useId()
  const check = useCheckInviteCode()
  const purchase = usePurchasePlan()
  const [code, setCode] = useState(initialCode)
  const [codeState, setCodeState] = useState<CodeState>({ _tag: 'Idle' })
  const [ordering, setOrdering] = useState(false)
  // Each check is numbered; an answer for a code since edited is ignored.
  const checkNumber = useRef(0)

  const validate = async (typed: string) => {
    const mine = ++checkNumber.current
    setCodeState({ _tag: 'Validating' })
    const state = codeStateOf(plan, await check.mutateAsync(typed))
    if (mine !== checkNumber.current) return
    if (state._tag === 'SignInNeeded') {
      onClose()
      onOutcome(state.outcome)
      return
    }
    setCodeState(state)
    if (state._tag === 'InviteCodeValid') setCode(state.inviteCode)
  }

  // A code typed on the page is checked as soon as the dialog opens (once, also under StrictMode). The
  // check is an event of opening, with the props of the moment, not a reason to open again.
  const checkedOnOpen = useRef(false)
  const checkOnOpen = useEffectEvent((typed: string) => void validate(typed))
  useEffect(() => {
    if (checkedOnOpen.current || optionalInviteCode(initialCode) === undefined) return
    checkedOnOpen.current = true
    checkOnOpen(initialCode)
  }, [initialCode])

  const order = async (inviteCode: string) => {
    setOrdering(true)
    const result = await purchase.mutateAsync({ plan, inviteCode })
    if (result._tag === 'OrderPlaced') {
      // Stays 'ordering' while the browser leaves for the checkout.
      checkoutNavigation.leaveFor(result.order.url)
      return
    }
    setOrdering(false)
    const outcome = orderFailureOutcome(plan, result, window.location.pathname)
    // A dialog outcome (sign in) or the 'Authentication expired' dialog replaces this one.
    if (outcome === null || outcome._tag === 'Dialog') onClose()
    if (outcome !== null) onOutcome(outcome)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void validate(code)
  }

  const price = priceOf(plan)
  const breakdown =
    codeState._tag === 'InviteCodeValid' ? applyDiscount(price, codeState.discount) : noDiscount(price)
  const name = usePlanName()(plan)
  const busy = ordering || codeState._tag === 'Validating'

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <DialogContent closeLabel={t('pricing.dialog.close')} className="max-w-lg">
        <div className="flex flex-col gap-1.5 pr-6">
          <DialogTitle>{t('pricing.dialog.title')}</DialogTitle>
          <DialogDescription>{t('pricing.dialog.description')}</DialogDescription>
        </div>
        <dl className="flex flex-col gap-2 rounded-lg bg-slate-50 p-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('pricing.dialog.plan')}</dt>
            <dd className="text-right font-medium text-slate-900">{name}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('pricing.dialog.price')}</dt>
            <dd className="tabular-nums">{formatYuan(breakdown.original, language)}</dd>
          </div>
          {breakdown.discount > 0 ? (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{t('pricing.dialog.discount')}</dt>
              <dd className="text-emerald-700 tabular-nums">−{formatYuan(breakdown.discount, language)}</dd>
            </div>
          ) : null}
          <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-2 font-semibold text-slate-900">
            <dt>{t('pricing.dialog.total')}</dt>
            <dd className="text-base tabular-nums">{formatYuan(breakdown.final, language)}</dd>
          </div>
        </dl>
        <form onSubmit={onSubmit} className="flex flex-col gap-1.5" noValidate>
          <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
            {t('pricing.dialog.codeLabel')}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              value={code}
              onChange={(event) => {
                checkNumber.current++
                setCode(event.target.value)
                setCodeState({ _tag: 'Idle' })
              }}
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              aria-describedby={statusId}
              aria-invalid={codeState._tag === 'Refused'}
              disabled={ordering}
              className={cn(
                'h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm tracking-wide uppercase focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 focus-visible:outline-none',
                codeState._tag === 'Refused' && 'border-red-400',
                codeState._tag === 'InviteCodeValid' && 'border-emerald-500',
              )}
            />
            <Button type="submit" variant="outline" disabled={busy}>
              {t('pricing.dialog.validate')}
            </Button>
          </div>
          <p id={statusId} role="status" className="min-h-5 text-sm">
            <StatusLine state={codeState} />
          </p>
        </form>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" disabled={ordering} onClick={() => void order('')}>
            {t('pricing.dialog.skip')}
          </Button>
          <Button
            disabled={busy || codeState._tag !== 'InviteCodeValid'}
            onClick={() => {
              if (codeState._tag === 'InviteCodeValid') void order(codeState.inviteCode)
            }}
          >
            {ordering ? <Loader2 aria-hidden className="animate-spin" /> : null}
            {ordering ? t('pricing.dialog.redirecting') : t('pricing.dialog.continue')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
