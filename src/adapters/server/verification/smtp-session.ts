import { connect as connectTcp, type Socket } from 'node:net'
import { connect as connectTls } from 'node:tls'

/** One SMTP reply: its code and its text lines joined (`250 2.1.5 Ok`). */
export type SmtpReply = { readonly code: number; readonly text: string }

/** The conversation ended without a reply: the reason says how (timeout, closed, refused). */
export class SmtpSessionEnded extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'SmtpSessionEnded'
  }
}

const REPLY_LINE = /^(\d{3})([ -])(.*)$/

/**
 * A line-by-line SMTP client conversation (RFC 5321) that only asks questions: it never sends DATA.
 * Each reply must arrive within the reply timeout, or the session ends.
 */
export class SmtpSession {
  private buffer = ''
  private lines: string[] = []
  private waiting: ((line: string | SmtpSessionEnded) => void) | null = null
  private ended: SmtpSessionEnded | null = null

  private constructor(
    private socket: Socket,
    private readonly replyTimeoutMs: number,
  ) {
    this.listen(socket)
  }

  /** Opens a TCP connection to `address:port` (or through `socket`, a proxy's), within the timeout. */
  static open(
    address: string,
    port: number,
    timeouts: { readonly connectMs: number; readonly replyMs: number },
    through?: Socket,
  ): Promise<SmtpSession> {
    if (through !== undefined) return Promise.resolve(new SmtpSession(through, timeouts.replyMs))
    return new Promise((resolve, reject) => {
      const socket = connectTcp({ host: address, port })
      const timer = setTimeout(() => {
        socket.destroy()
        reject(new SmtpSessionEnded('connection timed out'))
      }, timeouts.connectMs)
      socket.once('connect', () => {
        clearTimeout(timer)
        resolve(new SmtpSession(socket, timeouts.replyMs))
      })
      socket.once('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer)
        reject(new SmtpSessionEnded(`connection failed: ${error.code ?? error.message}`))
      })
    })
  }

  /** The next whole reply (a multi-line reply's lines joined). */
  async reply(): Promise<SmtpReply> {
    const texts: string[] = []
    for (;;) {
      const line = await this.nextLine()
      const match = REPLY_LINE.exec(line)
      if (match === null) throw this.end(`not an SMTP reply: ${line.slice(0, 80)}`)
      texts.push(match[3] ?? '')
      if (match[2] === ' ') return { code: Number(match[1]), text: texts.join(' ').trim() }
    }
  }

  async command(line: string): Promise<SmtpReply> {
    if (this.ended !== null) throw this.ended
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
      const timer = setTimeout(() => reject(this.end('TLS handshake timed out')), this.replyTimeoutMs)
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
    this.buffer = ''
    this.lines = []
    this.listen(secure)
  }

  /**
   * Says QUIT politely (without waiting for its answer) and closes; resolves once the connection is
   * closed, so whoever limits connections to a server counts it free only when it is.
   */
  async close(): Promise<void> {
    if (this.ended === null) {
      this.socket.write('QUIT\r\n')
      this.ended = new SmtpSessionEnded('closed')
    }
    const socket = this.socket
    if (socket.closed) return
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve())
      socket.end()
      socket.destroy()
    })
  }

  private listen(socket: Socket) {
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      this.buffer += chunk
      const parts = this.buffer.split(/\r?\n/)
      this.buffer = parts.pop() ?? ''
      for (const line of parts) this.deliver(line)
    })
    socket.on('close', () => this.end('the server closed the connection'))
    socket.on('error', (error: NodeJS.ErrnoException) =>
      this.end(`connection error: ${error.code ?? error.message}`),
    )
  }

  private deliver(line: string) {
    const waiting = this.waiting
    if (waiting === null) this.lines.push(line)
    else {
      this.waiting = null
      waiting(line)
    }
  }

  private nextLine(): Promise<string> {
    const queued = this.lines.shift()
    if (queued !== undefined) return Promise.resolve(queued)
    if (this.ended !== null) return Promise.reject(this.ended)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = null
        reject(this.end('the server did not answer in time'))
        this.socket.destroy()
      }, this.replyTimeoutMs)
      this.waiting = (line) => {
        clearTimeout(timer)
        if (line instanceof SmtpSessionEnded) reject(line)
        else resolve(line)
      }
    })
  }

  private end(reason: string): SmtpSessionEnded {
    if (this.ended === null) this.ended = new SmtpSessionEnded(reason)
    const waiting = this.waiting
    this.waiting = null
    waiting?.(this.ended)
    return this.ended
  }
}
