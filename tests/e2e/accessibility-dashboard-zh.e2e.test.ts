import { afterAll, beforeAll, describe, expect } from 'vitest'
import { auditDashboard, startAuditedServer } from './support/accessibility-audit.ts'
import { closeBrowser, test } from './support/browser.ts'
import type { RunningServer } from './support/server-process.ts'

// Issue 29 §22, signed in, in Chinese: axe over every dashboard page and its main dialogs at 1280 and
// 390 px (support/accessibility-audit.ts says what is audited and how; its own server, so the other
// language's file runs beside it).

let server: RunningServer
beforeAll(async () => {
  server = await startAuditedServer()
})
afterAll(async () => {
  await closeBrowser()
  await server?.stop()
})

describe('accessibility: axe over every dashboard page and dialog, 1280 and 390 px', () => {
  test('signed in as the admin, in Chinese: every dashboard page, onboarding, the user menu, reveal and add to list, confirm dialogs', async ({
    page,
  }) => {
    expect(await auditDashboard(page, server, 'zh')).toEqual([])
  }, 600_000)
})
