import type { SpreadsheetFormat } from '../../../domain/export/spreadsheet-format.ts'
/** The kinds of file bulk enrichment reads. */
export type SpreadsheetKind = SpreadsheetFormat

/** Why a file could not be read: too big for the limit, or not a spreadsheet of its kind. */
export class UnreadableSpreadsheet extends Error {
  constructor(
    readonly reason: 'too_large' | 'malformed',
    message: string,
  ) {
    super(message)
    this.name = 'UnreadableSpreadsheet'
  }
}

/**
 * Reads an uploaded spreadsheet as it arrives, one record (an array of cell texts) at a time, the header
 * first; never the whole file at once. Throws UnreadableSpreadsheet while iterating when it cannot.
 */
export interface SpreadsheetReader {
  records(bytes: AsyncIterable<Uint8Array>, kind: SpreadsheetKind): AsyncIterable<readonly string[]>
}
