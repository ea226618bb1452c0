import type { Readable } from 'node:stream'

/** A download whose type the handler picks (CSV or XLSX of one call), sent as it streams. */
export class FileAnswer {
  constructor(
    readonly type: string,
    readonly body: Readable,
  ) {}
}
