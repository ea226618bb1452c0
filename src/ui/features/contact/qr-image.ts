import { renderSVG } from 'uqr'

/**
 * A QR code of `text` as an SVG data address, for an `<img>`: no markup is injected into the page, so a
 * strict content-security policy (img-src data:) is enough.
 */
export const qrImageSrc = (text: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    renderSVG(text, { ecc: 'M', border: 2, blackColor: '#0f172a', whiteColor: '#ffffff' }),
  )}`
