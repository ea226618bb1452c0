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

/** WCAG 2.1 A and AA, the level issue 29 holds every page to. */
const WCAG_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
/** Axe's best-practice rules on landmarks that issue 29 names: all content in a landmark, one of each. */
const LANDMARK_PREFIXES: readonly string[] = ['region', 'landmark-']

/** A rule broken in a widget this product cannot reach, with why it is accepted (never silently). */
export type AxeException = { readonly rule: string; readonly within: string; readonly reason: string }

/**
 * Every WCAG 2.1 A/AA violation (any impact) and every landmark best-practice violation on the page as it
 * stands, one line each (`rule at selector`). A node matching an exception's rule inside its `within`
 * selector is left out.
 */
export const wcagViolations = async (
  page: Page,
  options: { exclude?: readonly string[]; exceptions?: readonly AxeException[] } = {},
): Promise<string[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE)
  const exceptions = (options.exceptions ?? []).map(({ rule, within }) => ({ rule, within }))
  return page.evaluate(
    async ({ exclude, exceptions, tags, prefixes }) => {
      type Rule = { ruleId: string; tags: string[] }
      type Found = { id: string; nodes: { target: unknown[] }[] }
      type Axe = {
        getRules: () => Rule[]
        run: (context: object, options: object) => Promise<{ violations: Found[] }>
      }
      const axe = (window as unknown as { axe: Axe }).axe
      const rules = axe
        .getRules()
        .filter(
          (rule) =>
            !rule.tags.includes('experimental') &&
            (rule.tags.some((tag) => tags.includes(tag)) ||
              prefixes.some((prefix) => rule.ruleId.startsWith(prefix))),
        )
        .map((rule) => rule.ruleId)
      const context = exclude.length === 0 ? document : { exclude: exclude.map((selector) => [selector]) }
      const { violations } = await axe.run(context, { runOnly: { type: 'rule', values: rules } })
      const excepted = (id: string, target: unknown[]) =>
        exceptions.some(({ rule, within }) => {
          if (rule !== id) return false
          // Targets inside a shadow root come as a list of selectors; the first is in the document.
          const first = Array.isArray(target[0]) ? target[0][0] : target[0]
          const element = typeof first === 'string' ? document.querySelector(first) : null
          return element?.closest(within) != null
        })
      return violations.flatMap(({ id, nodes }) =>
        nodes
          .filter((node) => !excepted(id, node.target))
          .map((node) => `${id} at ${JSON.stringify(node.target)}`),
      )
    },
    { exclude: options.exclude ?? [], exceptions, tags: [...WCAG_TAGS], prefixes: [...LANDMARK_PREFIXES] },
  )
}
