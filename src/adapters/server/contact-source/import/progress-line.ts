export type ImportProgress = {
  readonly rows: number
  readonly accepted: number
  readonly rejected: number
  readonly elapsedMs: number
}

type Output = { readonly isTTY?: boolean; write(text: string): unknown }

const grouped = (n: number) => Math.round(n).toLocaleString('en-US')

export const describeProgress = ({ rows, accepted, rejected, elapsedMs }: ImportProgress): string =>
  `${grouped(rows)} rows · ${grouped(accepted)} accepted · ${grouped(rejected)} rejected · ` +
  `${grouped(elapsedMs > 0 ? (rows * 1000) / elapsedMs : 0)} rows/s`

// A terminal gets one line rewritten in place; a log file gets a line now and then, not thousands.
const TTY_EVERY_MS = 100
const LOG_EVERY_MS = 5000

/** The import's progress on stderr: in place on a terminal, as occasional lines otherwise. */
export class ProgressLine {
  private lastAt = Number.NEGATIVE_INFINITY

  constructor(private readonly output: Output) {}

  update(progress: ImportProgress): void {
    const every = this.output.isTTY === true ? TTY_EVERY_MS : LOG_EVERY_MS
    if (progress.elapsedMs - this.lastAt < every) return
    this.lastAt = progress.elapsedMs
    this.print(progress, false)
  }

  done(progress: ImportProgress): void {
    this.print(progress, true)
  }

  private print(progress: ImportProgress, last: boolean): void {
    const text = describeProgress(progress)
    if (this.output.isTTY === true) this.output.write(`\r\x1b[2K${text}${last ? '\n' : ''}`)
    else this.output.write(`${text}\n`)
  }
}
