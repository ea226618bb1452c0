import { kb, type Weight } from './asset-weight.ts'

// Issue 8: what `/` loads first must stay small enough for a phone on a slow network. 1 KB = 1,024
// bytes, so the budget is 122,880 bytes of gzipped JavaScript.
export const HOME_JS_BUDGET_BYTES = 120 * 1024

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
    'Split what the home page does not need on arrival out of the entry and its modulepreloads.',
  ].join('\n')
}
