/** Pages someone comes to pay on: the first-login questions wait for their next page rather than stand in the way. */
export const PAYING_PAGES: readonly string[] = ['/admin/subscription', '/admin/pricing']
