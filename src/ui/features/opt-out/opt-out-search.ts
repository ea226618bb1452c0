/**
 * The confirmation mail links `/opt-out#token=…`: in the fragment, which browsers never send to a
 * server, the token stays out of access logs, proxies and Referer headers.
 */
export const tokenFromHash = (hash: string): string | undefined => {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim()
  return token === undefined || token === '' ? undefined : token
}
