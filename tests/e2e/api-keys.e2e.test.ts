import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { nodeHmacSha256Hex } from '../../src/adapters/server/node-hmac.ts'
import { API_CALLS_PER_MINUTE } from '../../src/domain/plans/api-rate-limit.ts'
import { isValidSignature } from '../../src/domain/webhooks/webhook-signature.ts'
import { seriousViolations } from './support/axe.ts'
import { closeBrowser, screenshotPath, test } from './support/browser.ts'
import { main, openDashboard, pageWidth, sidebar } from './support/dashboard.ts'
import { msg } from './support/messages.ts'
import { type RunningServer, startServer } from './support/server-process.ts'

// Issue 21, as a user meets it in a real browser against the real product: make a key on the API keys
// page, call the API with it as curl would, run into the key's limit and read the headers, revoke it and
// be refused at once; the reference page renders under the strict CSP. English and Chinese, 1280 and 390 px.

const USER = { username: `keys-${Date.now().toString(36)}`, password: 'correct horse battery' }
const FREE_LIMIT = API_CALLS_PER_MINUTE.FREE

let server: RunningServer
// A local endpoint for the webhook: loopback is allowed only by the test-only setting.
let receiver: Server
const received: { headers: IncomingMessage['headers']; body: string }[] = []
beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(200).end('got it')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  server = await startServer({ DEMO_COMPANIES: '5', WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' })
})
afterAll(async () => {
  await closeBrowser()
  await server?.stop()
  await new Promise((resolve) => receiver?.close(resolve))
})

/** A call as a script makes it: no browser, the key as a bearer. */
const curl = (key: string, path = '/api/user/info') =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } })

describe('API keys', () => {
  test('make a key, call the API with it, hit its limit, revoke it', async ({ page }) => {
    await openDashboard(page, server.url, USER, true)
    await sidebar(page).getByRole('link', { name: 'API keys', exact: true }).click()
    await page.waitForURL(/\/admin\/api-keys/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('API keys')
    await expect.poll(() => main(page).textContent()).toContain('No keys yet')
    expect(await main(page).getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe(
      '/docs/api',
    )
    // read, reveal, enrich and write; the admin scope is not offered to someone who is not an administrator.
    const scopes = main(page).getByRole('group', { name: 'Scopes' }).getByRole('checkbox')
    expect(await scopes.count()).toBe(4)
    expect(
      await main(page)
        .getByRole('checkbox', { name: /^admin/ })
        .count(),
    ).toBe(0)

    // Nothing chosen: said in place, nothing made.
    await main(page).getByRole('button', { name: 'Create key' }).click()
    await expect.poll(() => main(page).textContent()).toContain('Give the key a name')
    await main(page).getByLabel('Name', { exact: true }).fill('curl from the docs')
    await main(page)
      .getByRole('checkbox', { name: /^reveal/ })
      .check()
    await main(page).getByRole('button', { name: 'Create key' }).click()
    const secret = main(page).getByTestId('new-key-secret')
    await expect.poll(() => secret.count()).toBe(1)
    const key = (await secret.textContent()) ?? ''
    expect(key).toMatch(/^ll_live_[a-z0-9]{12}_[A-Za-z0-9]{43}$/)
    const row = main(page).locator('tbody tr')
    await expect.poll(() => row.count()).toBe(1)
    expect(await row.textContent()).toContain(key.slice(0, 20))
    expect(await row.textContent()).not.toContain(key.slice(21))
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280)
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('api-keys-created-1280'), fullPage: true })

    // The key acts as its user, with the rate-limit headers; the free plan's limit per key.
    const first = await curl(key)
    expect(first.status).toBe(200)
    expect(((await first.json()) as { username: string }).username).toBe(USER.username)
    expect(first.headers.get('ratelimit-limit')).toBe(String(FREE_LIMIT))
    expect(first.headers.get('ratelimit-remaining')).toBe(String(FREE_LIMIT - 1))
    expect(first.headers.get('x-ratelimit-limit')).toBe(String(FREE_LIMIT))
    const statuses: number[] = []
    for (let i = 1; i < FREE_LIMIT; i++) statuses.push((await curl(key)).status)
    expect(statuses.every((status) => status === 200)).toBe(true)
    const limited = await curl(key)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(limited.headers.get('ratelimit-remaining')).toBe('0')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)

    // The page counts every call made with it, the refused one too (gathered within a second).
    await main(page).getByRole('button', { name: 'I have copied it' }).click()
    await expect
      .poll(
        async () => {
          await page.reload()
          return (await main(page).locator('tbody tr td').nth(5).textContent()) ?? ''
        },
        { timeout: 30_000 },
      )
      .toBe(String(FREE_LIMIT + 1))

    // Revoked: the very next call is refused.
    await main(page).getByRole('button', { name: 'Revoke the key curl from the docs' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click()
    await expect.poll(() => main(page).locator('tbody tr').textContent()).toContain('Revoked')
    expect((await curl(key)).status).toBe(401)
    await page.screenshot({ path: screenshotPath('api-keys-revoked-1280'), fullPage: true })

    // A webhook to a local endpoint: the test button's delivery arrives signed, and is listed.
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
    await main(page).getByLabel('Endpoint address').fill(hookUrl)
    await main(page).getByRole('button', { name: 'Add endpoint' }).click()
    const card = main(page).locator('[data-endpoint-id]')
    await expect.poll(() => card.count()).toBe(1)
    const signingSecret = (await card.locator('code').textContent()) ?? ''
    await card.getByRole('button', { name: 'Send a test' }).click()
    await expect.poll(() => received.length, { timeout: 60_000 }).toBe(1)
    const [delivery] = received
    expect(
      isValidSignature(
        nodeHmacSha256Hex,
        signingSecret,
        String(delivery?.headers['leadlens-signature']),
        delivery?.body ?? '',
        Math.floor(Date.now() / 1000),
      ),
    ).toBe(true)
    const listed = main(page).locator('[data-delivery-id]')
    await expect.poll(() => listed.textContent(), { timeout: 30_000 }).toContain('Delivered')
    expect(await listed.textContent()).toContain('200 · got it')
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('api-keys-webhooks-1280'), fullPage: true })

    // Rotate the secret (issue 29 item 15): asked first, the new one shown with a copy button; a delivery
    // during the overlap verifies with the old secret and with the new one.
    await card.getByRole('button', { name: `Rotate secret for ${hookUrl}` }).click()
    const confirm = page.getByRole('alertdialog')
    await expect.poll(() => confirm.textContent()).toMatch(/keeps signing beside it until .+ \(24 hours\)/)
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await confirm.getByRole('button', { name: 'Rotate', exact: true }).click()
    const fresh = card.getByTestId('new-webhook-secret')
    await expect.poll(() => fresh.count()).toBe(1)
    const newSecret = (await fresh.textContent()) ?? ''
    expect(newSecret).toMatch(/^whsec_[A-Za-z0-9]{32}$/)
    expect(newSecret).not.toBe(signingSecret)
    expect(await card.getByRole('button', { name: `Copy ${newSecret}` }).count()).toBe(1)
    await page.screenshot({ path: screenshotPath('api-keys-webhook-rotated-1280'), fullPage: true })
    await card.getByRole('button', { name: 'Send a test' }).click()
    await expect.poll(() => received.length, { timeout: 60_000 }).toBe(2)
    const during = received[1]
    for (const secret of [signingSecret, newSecret])
      expect(
        isValidSignature(
          nodeHmacSha256Hex,
          secret,
          String(during?.headers['leadlens-signature']),
          during?.body ?? '',
          Math.floor(Date.now() / 1000),
        ),
      ).toBe(true)
    await card.getByRole('button', { name: 'I have copied it' }).click()
    await expect.poll(() => card.locator('code').textContent()).toBe(newSecret)
    expect(await card.getByTestId('previous-secret-note').textContent()).toMatch(
      /^The previous secret also signs until /,
    )

    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: screenshotPath('api-keys-390'), fullPage: true })
  })

  test('in Chinese', async ({ page }) => {
    await openDashboard(page, server.url, USER, false)
    await page.getByRole('button', { name: '中文' }).click()
    const nav = sidebar(page, 'zh')
    await expect.poll(() => nav.count()).toBe(1)
    await nav.getByRole('link', { name: msg('zh', 'apiKeys.nav'), exact: true }).click()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(msg('zh', 'apiKeys.title'))
    await main(page).getByLabel(msg('zh', 'apiKeys.create.name')).fill('CRM 同步')
    await main(page)
      .getByRole('button', { name: msg('zh', 'apiKeys.create.submit') })
      .click()
    await expect.poll(() => main(page).getByTestId('new-key-secret').count()).toBe(1)
    expect(await main(page).textContent()).toContain(msg('zh', 'apiKeys.created.once'))
    expect(JSON.stringify(await seriousViolations(page, ['[data-sonner-toaster]']))).toBe('[]')
    await page.screenshot({ path: screenshotPath('api-keys-zh-1280'), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: screenshotPath('api-keys-zh-390'), fullPage: true })
    await page.getByRole('button', { name: 'English' }).click()
  })

  test('the reference page renders the OpenAPI document under the strict CSP', async ({ page }) => {
    const refused: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused/.test(message.text()))
        refused.push(message.text())
    })
    await page.goto(`${server.url}/docs/api`)
    await expect
      .poll(() => page.getByRole('heading', { name: 'Idempotency' }).count(), { timeout: 30_000 })
      .toBe(1)
    expect(await page.getByRole('heading', { name: 'LeadLens API', level: 1 }).count()).toBe(1)
    expect(refused).toEqual([])
    await page.screenshot({ path: screenshotPath('api-reference-1280') })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: screenshotPath('api-reference-390') })
  })
})
