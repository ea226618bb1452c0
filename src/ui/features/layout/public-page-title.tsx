import { useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { isDashboardPath, publicPageTitleKey } from './page-title.ts'
import { useDocumentTitle } from './use-document-title.ts'

const Title = ({ page }: { page: string }) => {
  useDocumentTitle(page)
  return null
}

/** The title of a public page; the dashboard's top bar names the dashboard's pages. Renders nothing. */
export const PublicPageTitle = () => {
  const { t } = useTranslation()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  if (isDashboardPath(pathname)) return null
  return <Title page={t(publicPageTitleKey(pathname))} />
}
