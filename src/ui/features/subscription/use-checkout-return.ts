import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SubscriptionOverview } from '../../../application/browser/ports/subscription.api.port.ts'
import { toast } from '../toast/toast.ts'
import { CHECKOUT_POLL, orderArrived, runningPlanIds } from './checkout-return.ts'

/** The address after a checkout: `?order=<id>`, with `status=cancelled` when the buyer cancelled. */
export type CheckoutReturn = { readonly order: string; readonly cancelled: boolean }

export type CheckoutPhase = 'none' | 'cancelled' | 'waiting' | 'slow' | 'arrived'

/**
 * Back from a checkout: the provider's notification may arrive a moment after the browser, so the
 * overview is read again every few seconds until the order's plan shows (then a success toast), or
 * until the attempts run out ('slow': the user may check again). `onHandled` clears the address.
 */
export const useCheckoutReturn = ({
  checkout,
  overview,
  updatedAt,
  failed,
  refetch,
  onHandled,
  intervalMs = CHECKOUT_POLL.intervalMs,
}: {
  checkout: CheckoutReturn | undefined
  overview: SubscriptionOverview | undefined
  /** When the overview was last read (a re-read with the same answer still counts as a look). */
  updatedAt: number
  failed: boolean
  refetch: () => unknown
  onHandled: () => void
  intervalMs?: number
}) => {
  const { t } = useTranslation()
  const [phase, setPhase] = useState<CheckoutPhase>(
    checkout === undefined ? 'none' : checkout.cancelled ? 'cancelled' : 'waiting',
  )
  const firstLook = useRef<ReadonlySet<string> | null>(null)
  const looks = useRef(0)
  const announced = useRef(false)

  // What the effect below does on arrival and on each look, with the latest props and language: events
  // of the polling, not reasons to poll anew.
  const announceArrival = useEffectEvent(() => {
    // StrictMode runs the effect twice; the user hears it once.
    if (!announced.current) toast.success(t('subscription.checkout.paid'))
    announced.current = true
    onHandled()
  })
  const lookAgain = useEffectEvent(() => {
    looks.current++
    refetch()
  })

  // Each new read (updatedAt) is another look, even when the answer is unchanged: a read is its own value.
  const read = useMemo(() => ({ overview, updatedAt }), [overview, updatedAt])
  useEffect(() => {
    if (phase !== 'waiting') return
    if (failed) return setPhase('slow')
    const answer = read.overview
    if (answer === undefined) return
    firstLook.current ??= runningPlanIds(answer)
    if (orderArrived(answer, firstLook.current, Date.now())) {
      setPhase('arrived')
      announceArrival()
      return
    }
    if (looks.current >= CHECKOUT_POLL.attempts) return setPhase('slow')
    const timer = setTimeout(() => lookAgain(), intervalMs)
    return () => clearTimeout(timer)
  }, [phase, read, failed, intervalMs])

  return {
    phase,
    checkAgain: () => {
      looks.current = 0
      setPhase('waiting')
      refetch()
    },
    dismiss: () => {
      setPhase('none')
      onHandled()
    },
  }
}
