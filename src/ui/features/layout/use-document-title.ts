import { useEffect } from 'react'
import { useSiteConfig } from '../site/use-site-config.ts'
import { BRAND_FALLBACK, documentTitle } from './page-title.ts'

/**
 * Names the tab after the page, in the language shown: `page` is already translated, so a language
 * switch (a new `t`) names it again. The brand is the site's configured one.
 */
export const useDocumentTitle = (page: string | undefined): void => {
  const brand = useSiteConfig()?.brandName ?? BRAND_FALLBACK
  useEffect(() => {
    document.title = documentTitle(page, brand)
  }, [page, brand])
}
