import { describe, expect, it } from 'vitest'
import { SERVICE_CSP, webAppCsp } from './security-headers.ts'

describe('the content security policies', () => {
  it('allows the web app only itself, data: images, and what the configuration names', () => {
    expect(webAppCsp()).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "font-src 'self'; connect-src 'self'; form-action 'self'; object-src 'none'; base-uri 'none'; " +
        "frame-ancestors 'none'",
    )
    const configured = webAppCsp({
      connectOrigins: ['https://id.example'],
      imageOrigins: ['https://logos.example'],
    })
    expect(configured).toContain("img-src 'self' data: https://logos.example;")
    expect(configured).toContain("connect-src 'self' https://id.example;")
    // Scripts stay the service's own whatever is configured.
    expect(configured).toContain("script-src 'self';")
  })

  it('lets the service’s own answers load nothing', () => {
    expect(SERVICE_CSP).toBe(
      "default-src 'none'; form-action 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    )
  })
})
