/** The file name a download's Content-Disposition gives; RFC 6266: filename*=UTF-8''… wins over filename="…". */
export const filenameOf = (disposition: string | undefined): string | undefined => {
  if (disposition === undefined) return undefined
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended.trim())
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim()
}
