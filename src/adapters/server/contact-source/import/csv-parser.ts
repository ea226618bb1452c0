/** One CSV record: its fields, or why it could not be read; `line` is where the record starts (1-based). */
export type CsvRecord =
  | { readonly line: number; readonly fields: readonly string[] }
  | { readonly line: number; readonly error: string }

/**
 * RFC 4180, streaming: feed text in chunks of any size, get whole records back. Fields are separated
 * by commas, records by CRLF or LF; a quoted field may hold commas, line breaks and doubled quotes.
 * Lenient where that is safe: a quote inside an unquoted field is kept as text. Text after a closing
 * quote, or a quote never closed, makes that record an error and reading goes on with the next one.
 * Blank lines are skipped. Holds only the record being read.
 */
export class CsvParser {
  private fields: string[] = []
  private field = ''
  private quoted = false
  private inQuotes = false
  // A quote just seen inside quotes: the end of the field, or the first half of a doubled quote.
  private quoteSeen = false
  private error: string | undefined
  private line = 1
  private recordLine = 1
  private pendingCr = false

  push(chunk: string): CsvRecord[] {
    const out: CsvRecord[] = []
    for (const char of chunk) this.take(char, out)
    return out
  }

  end(): CsvRecord[] {
    const out: CsvRecord[] = []
    if (this.inQuotes && !this.quoteSeen) {
      this.error ??= 'a quoted field is never closed'
      this.inQuotes = false
    }
    this.quoteSeen = false
    this.pendingCr = false
    this.finishRecord(out)
    return out
  }

  private take(char: string, out: CsvRecord[]): void {
    if (this.pendingCr) {
      this.pendingCr = false
      if (char === '\n') return // CRLF: the record already ended at CR
    }
    if (this.inQuotes) {
      if (this.quoteSeen) {
        this.quoteSeen = false
        if (char === '"') {
          this.field += '"'
          return
        }
        this.inQuotes = false // the quote closed the field; this character follows it
      } else {
        if (char === '"') this.quoteSeen = true
        else {
          this.field += char
          if (char === '\n') this.line++
        }
        return
      }
    }
    if (char === ',') {
      this.finishField()
      return
    }
    if (char === '\n' || char === '\r') {
      this.pendingCr = char === '\r'
      this.finishRecord(out)
      this.line++
      this.recordLine = this.line
      return
    }
    if (char === '"' && this.field === '' && !this.quoted) {
      this.quoted = true
      this.inQuotes = true
      return
    }
    if (this.quoted) this.error ??= `unexpected text after a closing quote (line ${this.line})`
    this.field += char
  }

  private finishField(): void {
    this.fields.push(this.field)
    this.field = ''
    this.quoted = false
  }

  private finishRecord(out: CsvRecord[]): void {
    const blank = this.fields.length === 0 && this.field === '' && !this.quoted
    if (!blank || this.error !== undefined) {
      this.finishField()
      out.push(
        this.error === undefined
          ? { line: this.recordLine, fields: this.fields }
          : { line: this.recordLine, error: this.error },
      )
    }
    this.fields = []
    this.field = ''
    this.quoted = false
    this.error = undefined
  }
}

/** Records of a CSV text stream, read as it arrives. */
export async function* csvRecords(
  chunks: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<CsvRecord> {
  const parser = new CsvParser()
  let first = true
  for await (const chunk of chunks) {
    // A UTF-8 byte order mark (spreadsheet exports add one) is not part of the first header name.
    const text = first && chunk.startsWith('\uFEFF') ? chunk.slice(1) : chunk
    first = false
    yield* parser.push(text)
  }
  yield* parser.end()
}
