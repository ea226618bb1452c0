import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { EXTENSION_ID, EXTENSION_PUBLIC_KEY, extensionIdOf } from './extension-key.ts'
import type { ExtensionTarget } from './extension-manifest.ts'
import { packExtension } from './pack-extension.ts'

const target: ExtensionTarget = {
  serviceUrl: 'https://leads.example:8443',
  issuer: 'https://id.example/realms/x',
  clientId: 'leadlens-extension',
  audience: 'urn:leadlens:api',
  rolesClaim: 'roles',
  scopes: ['openid', 'offline_access'],
  brandName: 'LeadLens',
  version: '1.2.3',
  publicKey: EXTENSION_PUBLIC_KEY,
}

/** A build as `npm run build:extension` leaves it, made for another address. */
const aBuild = () => {
  const dir = mkdtempSync(join(tmpdir(), 'leadlens-ext-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'manifest.json'), '{"name":"built for http://localhost:3000"}')
  writeFileSync(join(dir, 'config.json'), '{"serviceUrl":"http://localhost:3000"}')
  writeFileSync(join(dir, 'popup.html'), '<!doctype html>')
  writeFileSync(join(dir, 'assets', 'popup.js'), 'console.log(1)')
  writeFileSync(join(dir, 'assets', 'popup.js.map'), '{}')
  return dir
}

const unpack = (zip: Uint8Array) => unzipSync(zip)
const jsonIn = (files: ReturnType<typeof unpack>, name: string) =>
  JSON.parse(strFromU8(files[name] ?? new Uint8Array()))

describe('the extension download', () => {
  it('is the build, minus source maps, with a manifest and config for the service serving it', () => {
    const files = unpack(packExtension(aBuild(), target) ?? new Uint8Array())
    expect(Object.keys(files).sort()).toEqual([
      'assets/popup.js',
      'config.json',
      'manifest.json',
      'popup.html',
    ])
    expect(jsonIn(files, 'config.json')).toEqual({
      serviceUrl: 'https://leads.example:8443',
      brandName: 'LeadLens',
      client: {
        issuer: 'https://id.example/realms/x',
        clientId: 'leadlens-extension',
        audience: 'urn:leadlens:api',
        rolesClaim: 'roles',
        scopes: ['openid', 'offline_access'],
      },
    })
    const manifest = jsonIn(files, 'manifest.json')
    expect(manifest).toMatchObject({ manifest_version: 3, version: '1.2.3', key: EXTENSION_PUBLIC_KEY })
    // Match patterns carry no port; the provider's host is there for the sign-in round trip.
    expect(manifest.host_permissions).toEqual([
      'https://leads.example/*',
      'https://id.example/*',
      '*://*.linkedin.com/*',
    ])
    expect(manifest.permissions).toEqual(['storage', 'activeTab'])
    expect(manifest.content_scripts[0].matches).toEqual(['https://leads.example/*'])
    expect(manifest.web_accessible_resources[0].resources).toEqual(['sign-in.html'])
  })

  it('is the same bytes for the same build, so a restart does not make a new download', () => {
    const dir = aBuild()
    expect(packExtension(dir, target)).toEqual(packExtension(dir, target))
  })

  it('is nothing when no build is there', () => {
    expect(packExtension(mkdtempSync(join(tmpdir(), 'leadlens-empty-')), target)).toBeNull()
  })

  it('keeps the id the provider expects: the committed key gives the committed id', () => {
    expect(extensionIdOf(EXTENSION_PUBLIC_KEY)).toBe(EXTENSION_ID)
    expect(EXTENSION_ID).toMatch(/^[a-p]{32}$/)
  })
})
