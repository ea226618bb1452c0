import { TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../components/ui/button.tsx'

/** Shown when rendering fails: the user can retry or leave, never a blank page. */
export const ErrorBoundaryPage = () => {
  const { t } = useTranslation()
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <TriangleAlert aria-hidden className="size-12 text-amber-500" />
      <h1 className="text-2xl font-semibold">{t('errorBoundary.title')}</h1>
      <p className="text-slate-600">{t('errorBoundary.description')}</p>
      <div className="flex gap-3">
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('common.refresh')}
        </Button>
        <Button onClick={() => window.location.assign('/')}>{t('common.backHome')}</Button>
      </div>
    </section>
  )
}
