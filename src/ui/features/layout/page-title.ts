/** The brand in a title until the site's configuration (its configured brand name) has loaded. */
export const BRAND_FALLBACK = 'LeadLens'

// Issue 24: each page's own title (the tab, the history, a bookmark), as i18n keys. The dashboard's pages
// are named by their sidebar entry instead (dashboard-nav.ts: `titleKey`, else `labelKey`), so a new
// dashboard page is titled as soon as it is in the sidebar.
const PUBLIC_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': 'titles.home',
  '/pricing': 'titles.pricing',
  '/how-to-use': 'titles.howToUse',
  '/contact-us': 'titles.contactUs',
  '/privacy': 'titles.privacy',
  '/terms': 'titles.terms',
  '/opt-out': 'titles.optOut',
  '/callback': 'titles.signingIn',
}

export const isDashboardPath = (pathname: string): boolean =>
  pathname === '/admin' || pathname.startsWith('/admin/')

/** The title key of a public page; an address the app does not know is the not-found page. */
export const publicPageTitleKey = (pathname: string): string => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return PUBLIC_PAGE_TITLES[path] ?? 'titles.notFound'
}

/** "Pricing · LeadLens", "定价 · LeadLens"; the brand alone while the page's name is unknown. */
export const documentTitle = (page: string | undefined, brand: string): string =>
  page === undefined || page === '' ? brand : `${page} · ${brand}`
