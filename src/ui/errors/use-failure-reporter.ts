import { useRouterState } from '@tanstack/react-router'
import { useCallback } from 'react'
import {
  type AnswerOnly,
  type CallFailure,
  isCallFailure,
} from '../../application/browser/ports/api-call-failed.ts'
import { CallFailedError } from './call-failed-error.ts'
import { classifyError } from './classify-error.ts'
import type { ErrorContext } from './error-context.ts'
import type { ErrorOutcome } from './error-outcome.ts'
import { useShowOutcome } from './use-show-outcome.ts'

export type ReportFailure = (failure: CallFailure, onError?: (failure: CallFailure) => void) => ErrorOutcome

/**
 * SPEC §8 for one call site: classifies a failure with the UI's table (the current address decides
 * whether a 401 is on an admin page), shows the toast or dialog it names, then runs the caller's own
 * handler. Inline outcomes are returned for the component to show in place. A missing token shows
 * nothing more: the 'Authentication expired' dialog is already open.
 */
export const useFailureReporter = (context: ErrorContext): ReportFailure => {
  const path = useRouterState({ select: (state) => state.location.pathname })
  const show = useShowOutcome(path)
  return useCallback(
    (failure, onError) => {
      const outcome =
        failure._tag === 'TokenUnavailable'
          ? classifyError({ context: 'tokenRefresh', status: 'no-token', path })
          : classifyError({
              context,
              status: failure.status,
              path,
              ...(failure.message === undefined ? {} : { message: failure.message }),
              ...(failure.code === undefined ? {} : { code: failure.code }),
            })
      if (failure._tag === 'ApiCallFailed') {
        if (outcome._tag === 'Silent') console.warn(`${context} failed`, failure)
        show(outcome)
      }
      onError?.(failure)
      return outcome
    },
    [context, path, show],
  )
}

/**
 * For query functions: the data, or the failure reported and thrown (the query's error state).
 * `useQuery({ queryFn: async () => dataOrThrow(await useCase.execute(), report) })`.
 */
export const dataOrThrow = <R>(result: R, report: ReportFailure): AnswerOnly<R> => {
  if (!isCallFailure(result)) return result as AnswerOnly<R>
  report(result)
  throw new CallFailedError(result)
}
