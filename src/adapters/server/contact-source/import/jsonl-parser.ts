/** One JSON Lines record: the parsed value, or why the line is not JSON; `line` is 1-based. */
export type JsonLineRecord =
  | { readonly line: number; readonly value: unknown }
  | { readonly line: number; readonly error: string }

const parseLine = (text: string, line: number): JsonLineRecord => {
  try {
    return { line, value: JSON.parse(text) }
  } catch (error) {
    return { line, error: `not JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
}

/** Records of a JSON Lines text stream (one value per line, blank lines skipped), read as it arrives. */
export async function* jsonLineRecords(
  chunks: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<JsonLineRecord> {
  let rest = ''
  let line = 0
  let first = true
  for await (const chunk of chunks) {
    rest += first && chunk.startsWith('\uFEFF') ? chunk.slice(1) : chunk
    first = false
    let end = rest.indexOf('\n')
    while (end !== -1) {
      line++
      const text = rest.slice(0, end).replace(/\r$/, '')
      if (text.trim() !== '') yield parseLine(text, line)
      rest = rest.slice(end + 1)
      end = rest.indexOf('\n')
    }
  }
  if (rest.trim() !== '') yield parseLine(rest.replace(/\r$/, ''), line + 1)
}
