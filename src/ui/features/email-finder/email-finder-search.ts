/** The tabs of /admin/email-finder; the address says which is open (`?tab=verify`), so reloads keep it. */
export const EMAIL_FINDER_TABS = ['find', 'verify'] as const
export type EmailFinderTab = (typeof EMAIL_FINDER_TABS)[number]

export type EmailFinderSearch = { readonly tab?: EmailFinderTab }

/** The route's search, from whatever the address holds: anything but a known tab is the first one. */
export const parseEmailFinderSearch = (search: Record<string, unknown>): EmailFinderSearch =>
  search.tab === 'verify' ? { tab: 'verify' } : {}
