import { kb, type Weight } from './asset-weight.ts'

// Issue 8 asks that `/` load at most 120 KB (122,880 bytes) of gzipped JavaScript first. That is not met:
// React, TanStack Router and Query, i18next and tailwind-merge alone are 126 KB (docs/performance.md).
// Until it is, the budget is a ratchet at today's figure (223 KB, down from 272 KB), so `/` cannot grow
// unnoticed; lower it whenever code moves out, never raise it without saying why. Raised once, by 2 KB:
// the audit-log and outbox pages' route definitions, which the router loads on every page (225.5 KB).
export const HOME_JS_TARGET_BYTES = 120 * 1024
export const HOME_JS_BUDGET_BYTES = 227 * 1024

/** Null when within budget; otherwise a message naming every chunk and its size, largest first. */
export const overBudget = (js: Weight, budgetBytes: number = HOME_JS_BUDGET_BYTES): string | null => {
  if (js.gzipBytes <= budgetBytes) return null
  const lines = js.files.map(
    (f) => `  ${kb(f.gzipBytes).padStart(9)} gzip  ${kb(f.rawBytes).padStart(9)} raw  ${f.file}`,
  )
  return [
    `\`/\` loads ${kb(js.gzipBytes)} of gzipped JavaScript first (${js.gzipBytes.toLocaleString('en')} bytes, ` +
      `${js.count} files): over the budget of ${kb(budgetBytes)} (${budgetBytes.toLocaleString('en')} bytes) ` +
      `by ${kb(js.gzipBytes - budgetBytes)}.`,
    'Chunks, largest first (gzip level 9):',
    ...lines,
    'Split what `/` does not need on arrival out of the entry and its modulepreloads. A dynamic import ' +
      'that waits for a click is counted until declared in tests/architecture/home-on-demand.ts.',
  ].join('\n')
}
