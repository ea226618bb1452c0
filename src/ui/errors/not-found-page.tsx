import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '../components/ui/button.tsx'
import { PublicLayout } from '../features/layout/public-layout.tsx'

export const NotFoundPage = () => {
  const { t } = useTranslation()
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <p className="text-6xl font-bold text-brand-600">404</p>
        <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
        <p className="text-slate-600">{t('notFound.description')}</p>
        <Button asChild>
          <Link to="/">{t('common.backHome')}</Link>
        </Button>
      </section>
    </PublicLayout>
  )
}
