/**
 * What one server may make us read. RFC 5321 §4.5.3.1 allows 512 octets a reply line and 1000 a text
 * line; a real EHLO reply has a dozen lines and under 1 KiB. Past any of these the server is not
 * talking SMTP to us, and what it would say next is not worth the memory.
 */
export type ReadLimits = {
  readonly lineBytes: number
  readonly replyLines: number
  readonly conversationBytes: number
}
export const READ_LIMITS: ReadLimits = { lineBytes: 1_000, replyLines: 100, conversationBytes: 64 * 1024 }

const LF = 0x0a

/**
 * Cuts what a server sends into lines (CRLF or a bare LF), holding at most one unfinished line of at
 * most `lineBytes`, and counting every byte against `conversationBytes`. Bytes are counted line by
 * line, so the limit a server breaks first is the one named. Once a limit is broken it reads nothing.
 */
export class BoundedLineReader {
  /** Bytes received so far (counting stops at the line that broke a limit). */
  bytesRead = 0
  private partial: Buffer[] = []
  private partialBytes = 0
  private broken = false

  constructor(
    private readonly limits: ReadLimits,
    private readonly onLine: (line: string) => void,
    private readonly onBroken: (reason: string) => void,
  ) {}

  push(chunk: Buffer): void {
    let start = 0
    for (let end = chunk.indexOf(LF, start); end !== -1 && !this.broken; end = chunk.indexOf(LF, start)) {
      const piece = chunk.subarray(start, end)
      start = end + 1
      if (!this.fits(piece.length, 1)) return
      const line = Buffer.concat([...this.partial, piece]).toString('utf8')
      this.partial = []
      this.partialBytes = 0
      this.onLine(line.endsWith('\r') ? line.slice(0, -1) : line)
    }
    const rest = chunk.subarray(start)
    if (this.broken || rest.length === 0 || !this.fits(rest.length, 0)) return
    this.partial.push(rest)
    this.partialBytes += rest.length
  }

  /** Forgets an unfinished line (after STARTTLS, the plain text before it means nothing). */
  forgetPartial(): void {
    this.partial = []
    this.partialBytes = 0
  }

  /** Whether `bytes` more of the current line (plus its line end) are within the limits; counts them. */
  private fits(bytes: number, lineEnd: number): boolean {
    if (this.partialBytes + bytes > this.limits.lineBytes)
      return this.break(`the server sent a line longer than ${this.limits.lineBytes} bytes`)
    this.bytesRead += bytes + lineEnd
    if (this.bytesRead > this.limits.conversationBytes)
      return this.break(`the server sent more than ${this.limits.conversationBytes / 1024} KiB`)
    return true
  }

  private break(reason: string): false {
    this.broken = true
    this.forgetPartial()
    this.onBroken(reason)
    return false
  }
}
