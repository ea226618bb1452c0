import { connect as connectTcp, type Socket } from 'node:net'
import { connect as connectTls } from 'node:tls'
import { BoundedLineReader, READ_LIMITS, type ReadLimits } from './bounded-line-reader.ts'

/** One SMTP reply: its code and its text lines joined (`250 2.1.5 Ok`). */
export type SmtpReply = { readonly code: number; readonly text: string }

/** The conversation ended without a reply: the reason says how (timeout, closed, refused, too long). */
export class SmtpSessionEnded extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'SmtpSessionEnded'
  }
}

/**
 * How long each wait may take: connecting and each reply have their own limit, and every wait also
 * ends at `deadline` (the address's budget), whichever comes first.
 */
export type SessionTiming = {
  readonly connectMs: number
  readonly replyMs: number
  readonly deadline: number
  readonly now: () => number
}

const REPLY_LINE = /^(\d{3})([ -])(.*)$/
/** 421: the server is closing the channel (RFC 5321 §3.8); nothing more will be answered. */
const CLOSING = 421
/**
 * After our QUIT (or a 421) and our half of the hang-up, how long we wait to see the server hang up
 * too before dropping the line: so that a server counts the conversation over before our next one
 * with it starts (RFC 5321 §4.1.1.10 asks a client to wait for QUIT's reply), never long.
 */
const HANG_UP_WAIT_MS = 1_000

/**
 * A line-by-line SMTP client conversation (RFC 5321) that only asks questions: it never sends DATA.
 * Every wait is bounded by its own limit and the deadline, every read by READ_LIMITS.
 */
export class SmtpSession {
  private readonly reader: BoundedLineReader
  private lines: string[] = []
  private waiting: ((line: string | SmtpSessionEnded) => void) | null = null
  private ended: SmtpSessionEnded | null = null
  /** Whether the reply to the last command (or the greeting) has arrived whole: more now is unasked. */
  private answered = false
  private constructor(
    private socket: Socket,
    private readonly timing: SessionTiming,
    private readonly limits: ReadLimits,
  ) {
    this.reader = new BoundedLineReader(
      limits,
      (line) => this.deliver(line),
      (reason) => this.fail(reason),
    )
    this.listen(socket)
  }

  /** Bytes received in this conversation (after STARTTLS, the decrypted ones), up to the limits. */
  get bytesRead(): number {
    return this.reader.bytesRead
  }

  /** Opens a TCP connection to `address:port` (or takes `through`, a proxy's), within the limits. */
  static open(
    address: string,
    port: number,
    timing: SessionTiming,
    through?: Socket,
    limits: ReadLimits = READ_LIMITS,
  ): Promise<SmtpSession> {
    if (through !== undefined) return Promise.resolve(new SmtpSession(through, timing, limits))
    const waitMs = Math.min(timing.connectMs, timing.deadline - timing.now())
    if (waitMs <= 0)
      return Promise.reject(new SmtpSessionEnded('connection not tried: the time budget ran out'))
    return new Promise((resolve, reject) => {
      const socket = connectTcp({ host: address, port })
      const timer = setTimeout(() => {
        socket.destroy()
        reject(new SmtpSessionEnded('connection timed out'))
      }, waitMs)
      socket.once('connect', () => {
        clearTimeout(timer)
        resolve(new SmtpSession(socket, timing, limits))
      })
      socket.once('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer)
        reject(new SmtpSessionEnded(`connection failed: ${error.code ?? error.message}`))
      })
    })
  }

  /**
   * The next whole reply (a multi-line reply's lines joined). A 421 is returned, and the line is
   * closed at once: the server has said it will answer nothing more.
   */
  async reply(): Promise<SmtpReply> {
    const texts: string[] = []
    for (;;) {
      const line = await this.nextLine()
      const match = REPLY_LINE.exec(line)
      if (match === null) throw this.fail(`not an SMTP reply: ${line.slice(0, 80)}`)
      texts.push(match[3] ?? '')
      const code = Number(match[1])
      // A 421 is over at its first line (the rest of its text is not worth a wait); nothing more is
      // asked after it, and close() hangs up without a QUIT.
      if (code === CLOSING) {
        const reply = { code, text: texts.join(' ').trim() }
        this.end(`the server closed the conversation: ${code} ${reply.text}`)
        return reply
      }
      if (match[2] === ' ') return { code, text: texts.join(' ').trim() }
      if (texts.length >= this.limits.replyLines)
        throw this.fail(`the server's reply ran to more than ${this.limits.replyLines} lines`)
    }
  }

  async command(line: string): Promise<SmtpReply> {
    if (this.ended !== null) throw this.ended
    this.answered = false
    this.socket.write(`${line}\r\n`)
    return this.reply()
  }

  /** Upgrades to TLS after a 220 to STARTTLS. Mail servers' certificates are rarely checkable: not checked. */
  async startTls(serverName: string): Promise<void> {
    const plain = this.socket
    plain.removeAllListeners('data')
    plain.removeAllListeners('close')
    plain.removeAllListeners('error')
    const secure = connectTls({ socket: plain, servername: serverName, rejectUnauthorized: false })
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        secure.destroy()
        reject(this.end('TLS handshake timed out'))
      }, this.waitMs())
      secure.once('secureConnect', () => {
        clearTimeout(timer)
        resolve()
      })
      secure.once('error', (error) => {
        clearTimeout(timer)
        reject(this.end(`TLS failed: ${error.message}`))
      })
    })
    this.socket = secure
    this.reader.forgetPartial()
    this.lines = []
    this.listen(secure)
  }

  /**
   * Says QUIT (unless the conversation already ended: a 421, a timeout, a bound) and hangs up at once
   * from our side; waits a moment for the server to hang up too, then drops the line. Resolves once the
   * connection is closed, so whoever limits connections to a server counts it free only when it is.
   */
  async close(): Promise<void> {
    const socket = this.socket
    if (this.ended === null) {
      if (socket.writable) socket.write('QUIT\r\n')
      this.ended = new SmtpSessionEnded('closed')
    }
    if (socket.closed) return
    const waitMs = Math.max(0, Math.min(HANG_UP_WAIT_MS, this.timing.deadline - this.timing.now()))
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => socket.destroy(), waitMs)
      socket.once('close', () => {
        clearTimeout(timer)
        resolve()
      })
      if (socket.destroyed) return
      socket.end()
      if (waitMs === 0) socket.destroy()
    })
  }

  /** The longest the next wait may take: the reply limit or what is left of the budget. */
  private waitMs() {
    return Math.max(0, Math.min(this.timing.replyMs, this.timing.deadline - this.timing.now()))
  }

  private listen(socket: Socket) {
    socket.on('data', (chunk: Buffer) => this.reader.push(chunk))
    socket.on('close', () => this.end('the server closed the connection'))
    socket.on('error', (error: NodeJS.ErrnoException) =>
      this.end(`connection error: ${error.code ?? error.message}`),
    )
  }

  private deliver(line: string) {
    if (this.ended !== null) return
    // RFC 5321 §4.1.1: one reply per command, none unasked (we never pipeline).
    if (this.answered) return void this.fail('the server sent replies nobody asked for')
    if (/^\d{3} /.test(line)) this.answered = true
    const waiting = this.waiting
    if (waiting === null) {
      this.lines.push(line)
      // Lines wait here only while one reply is being read: more than a reply may hold is too many.
      if (this.lines.length > this.limits.replyLines)
        this.fail(`the server's reply ran to more than ${this.limits.replyLines} lines`)
    } else {
      this.waiting = null
      waiting(line)
    }
  }

  private nextLine(): Promise<string> {
    const queued = this.lines.shift()
    if (queued !== undefined) return Promise.resolve(queued)
    if (this.ended !== null) return Promise.reject(this.ended)
    const waitMs = this.waitMs()
    const late = waitMs < this.timing.replyMs ? ' (the time budget for this address ran out)' : ''
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = null
        reject(this.fail(`the server did not answer in time${late}`))
      }, waitMs)
      this.waiting = (line) => {
        clearTimeout(timer)
        if (line instanceof SmtpSessionEnded) reject(line)
        else resolve(line)
      }
    })
  }

  /** Ends the conversation from our side at once: nothing more is read or kept. */
  private fail(reason: string): SmtpSessionEnded {
    const ended = this.end(reason)
    this.lines = []
    this.socket.destroy()
    return ended
  }

  private end(reason: string): SmtpSessionEnded {
    if (this.ended === null) this.ended = new SmtpSessionEnded(reason)
    const waiting = this.waiting
    this.waiting = null
    waiting?.(this.ended)
    return this.ended
  }
}
