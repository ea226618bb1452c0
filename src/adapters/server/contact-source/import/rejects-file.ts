import { once } from 'node:events'
import { createWriteStream, type WriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'

export type RejectedRow = { readonly line: number; readonly reason: string; readonly row?: unknown }

/**
 * The report of rows not imported, one JSON object a line. Created only when a row is rejected; a
 * report left by an earlier run of the same file is removed first, so the file always describes the
 * latest run.
 */
export class RejectsFile {
  private stream: WriteStream | undefined
  private written = 0

  private constructor(readonly path: string) {}

  static async open(path: string): Promise<RejectsFile> {
    await rm(path, { force: true })
    return new RejectsFile(path)
  }

  get count(): number {
    return this.written
  }

  async add(rejected: RejectedRow): Promise<void> {
    this.stream ??= createWriteStream(this.path, { encoding: 'utf8' })
    this.written++
    // Honour backpressure: a file of millions of bad rows must not pile up in memory.
    if (!this.stream.write(`${JSON.stringify(rejected)}\n`)) await once(this.stream, 'drain')
  }

  async close(): Promise<void> {
    const stream = this.stream
    if (stream === undefined) return
    stream.end()
    await once(stream, 'finish')
  }
}
