import { Loader2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../components/ui/button.tsx'

/**
 * What a page shows before its data is there: a spinner while loading, or (the failure already reported
 * by toast or dialog) a short line with a retry button.
 */
export const QueryState = ({
  loading,
  loadingText,
  failedText,
  retryText,
  onRetry,
}: {
  loading: boolean
  loadingText: string
  failedText: string
  retryText: string
  onRetry: () => void
}): ReactNode =>
  loading ? (
    <p role="status" className="flex items-center gap-2 py-8 text-sm text-slate-600">
      <Loader2 aria-hidden className="size-4 animate-spin" />
      {loadingText}
    </p>
  ) : (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-6"
    >
      <p className="text-sm text-slate-700">{failedText}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {retryText}
      </Button>
    </div>
  )
