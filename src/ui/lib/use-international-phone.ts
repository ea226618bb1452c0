import { useEffect, useState } from 'react'

type Format = (e164: string) => string

let loaded: Format | undefined
const asStored: Format = (e164) => e164

/**
 * The phone formatter (international-phone.ts), loaded on first use: the pages that show a revealed
 * phone do not carry libphonenumber-js's metadata on arrival. Until it has loaded (a moment), numbers
 * show as stored.
 */
export const useInternationalPhone = (wanted = true): Format => {
  const [format, setFormat] = useState<Format | undefined>(() => loaded)
  useEffect(() => {
    if (!wanted || format !== undefined) return
    let live = true
    void import('./international-phone.ts').then(({ internationalPhone }) => {
      loaded = internationalPhone
      if (live) setFormat(() => internationalPhone)
    })
    return () => {
      live = false
    }
  }, [wanted, format])
  return format ?? asStored
}
