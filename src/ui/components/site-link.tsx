import { Link } from '@tanstack/react-router'
import { createContext, type ReactNode, useContext } from 'react'

/** Pages of the web app that something outside it links to. */
export type SitePath = '/admin/subscription' | '/admin/search'

/** The web app's address when the UI is shown outside it (the extension's popup); null inside. */
const ExternalSite = createContext<string | null>(null)

export const ExternalSiteProvider = ({ siteUrl, children }: { siteUrl: string; children: ReactNode }) => (
  <ExternalSite.Provider value={siteUrl}>{children}</ExternalSite.Provider>
)

/**
 * Asks the dashboard to sign in first when the site is not signed in, and come back to the page
 * (instead of sending the visitor home): someone signed in only in the extension is not on the site.
 */
export const SIGN_IN_FIRST = { signIn: '1' } as const

/** The address of a page of the web app, opened from outside it. */
export const externalSiteHref = (site: string, to: SitePath): string => {
  const url = new URL(to, site)
  for (const [key, value] of Object.entries(SIGN_IN_FIRST)) url.searchParams.set(key, value)
  return url.href
}

/**
 * A link to a page of the web app: the router's link inside the app; from the extension's popup, the
 * service's page in a new tab (a popup that navigated would close, and has no router), signing in first
 * if need be.
 */
export const SiteLink = ({ to, ...props }: { to: SitePath; className?: string; children?: ReactNode }) => {
  // Props a parent adds (Button's asChild passes its class and data attributes) are forwarded as well.
  const site = useContext(ExternalSite)
  if (site === null) return <Link to={to} {...props} />
  return <a href={externalSiteHref(site, to)} target="_blank" rel="noopener noreferrer" {...props} />
}
