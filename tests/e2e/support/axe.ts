import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'

const AXE = readFileSync(resolve(import.meta.dirname, '../../../node_modules/axe-core/axe.min.js'), 'utf8')

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }

/**
 * Axe's serious and critical findings on the page as it stands, one line each. `exclude`: CSS selectors
 * left out (the shared toaster, say, when a toast may be mid-fade).
 */
export const seriousViolations = async (page: Page, exclude: readonly string[] = []) => {
  // Evaluated over the DevTools protocol rather than added as a <script>: a page's Content Security
  // Policy (the extension's, the site's) may forbid inline scripts, and must not be loosened for a test.
  await page.evaluate(AXE)
  const violations = await page.evaluate(async (exclude) => {
    type Axe = { run: (context: object) => Promise<{ violations: Violation[] }> }
    const axe = (window as unknown as { axe: Axe }).axe
    const context = exclude.length === 0 ? document : { exclude: exclude.map((selector) => [selector]) }
    return (await axe.run(context)).violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => JSON.stringify(node.target)),
    }))
  }, exclude)
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, help, targets }) => `${impact} ${id}: ${help} at ${targets.join(', ')}`)
}
