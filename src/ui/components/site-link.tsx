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
 * A link to a page of the web app: the router's link inside the app; from the extension's popup, the
 * service's page in a new tab (a popup that navigated would close, and has no router).
 */
export const SiteLink = ({ to, ...props }: { to: SitePath; className?: string; children?: ReactNode }) => {
  // Props a parent adds (Button's asChild passes its class and data attributes) are forwarded as well.
  const site = useContext(ExternalSite)
  if (site === null) return <Link to={to} {...props} />
  return <a href={new URL(to, site).href} target="_blank" rel="noopener noreferrer" {...props} />
}
