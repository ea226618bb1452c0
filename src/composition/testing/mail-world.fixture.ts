// Test support, not product code.
import { createServer as createTcpServer, type Server, type Socket } from 'node:net'
import dns2 from 'dns2'
import { SMTPServer } from 'smtp-server'

/**
 * A small internet of mail on loopback, for the verifier's tests and bench: a DNS server (dns2) that
 * knows only this world's domains, and mail servers (smtp-server, or raw sockets for the rude ones) on
 * 127.0.0.x, all on one port, so the verifier is wired in through its settings alone (DNS server, SMTP
 * port) and nothing here can reach another host.
 */

/** How one mail server behaves. */
export type MailHostBehaviour =
  | {
      readonly kind: 'smtp'
      /** Mailboxes that exist (local parts); ignored when catchAll. */
      readonly mailboxes?: readonly string[]
      readonly catchAll?: boolean
      /** Refuse each recipient this many times with 450 before deciding (greylisting). */
      readonly greylistTimes?: number
      /** Refuse this many connections with 421 before serving. */
      readonly busyTimes?: number
      /** Refuse every recipient as policy (a blocklist). */
      readonly blockUs?: boolean
      /** Offer STARTTLS (smtp-server's own test certificate). */
      readonly startTls?: boolean
      /** Do not offer SMTPUTF8 (RFC 6531), as many servers still do not. */
      readonly noSmtpUtf8?: boolean
      /** Answer every recipient with this reply (after greylisting), whatever the mailbox. */
      readonly rcptReply?: { readonly code: number; readonly message: string }
      /** Wait this long before answering each RCPT TO, so that conversations overlap. */
      readonly rcptDelayMs?: number
    }
  /** Accepts the connection and never says a word. */
  | { readonly kind: 'silent' }
  /** Greets, then hangs up on the first command. */
  | { readonly kind: 'drops' }
  /**
   * Greets, then answers EHLO with a reply that never ends, for as long as the client reads:
   * `lines`: short `250-` lines forever; `wide-lines`: 900-byte ones; `line`: one line that never
   * ends; `replies`: whole replies from the start, unasked.
   */
  | { readonly kind: 'endless'; readonly shape: EndlessShape }
  /**
   * Says 421 (at the greeting, to EHLO, or as the first line of a greeting it never finishes) and then
   * holds the line open without a word or a hang-up.
   */
  | { readonly kind: 'closing'; readonly at: 'greeting' | 'ehlo' | 'unfinished-greeting' }

export type MailDomain = {
  readonly name: string
  /** MX hosts (names in this world); none: the A fallback or nothing. */
  readonly mx?: readonly string[]
  /** `MX 0 .` (RFC 7505). */
  readonly nullMx?: boolean
  /** An address record for the domain itself (the fallback when it has no MX). */
  readonly addressOf?: string
}

/**
 * Extra address records, answered before any host's own address under the same name: several
 * addresses for one MX host, or several MX names for one server (the Microsoft 365 pattern).
 */
export type AddressRecords = {
  readonly name: string
  readonly a?: readonly string[]
  readonly aaaa?: readonly string[]
}

export type MailHost = {
  readonly name: string
  readonly address: string
  readonly behaviour: MailHostBehaviour
}

export type HostStats = {
  connections: number
  open: number
  highestOpen: number
  rcpts: number
  /** Every RCPT TO address as it came over the wire, before any decoding (plain-text conversations). */
  recipients: string[]
  /** Bytes an `endless` host managed to write before the client hung up. */
  bytesSent: number
  /** When each conversation began and ended on the server's side (ms since the epoch; ended null while open). */
  conversations: { startedAt: number; endedAt: number | null }[]
}

export type MailWorld = {
  readonly dnsServer: string
  readonly smtpPort: number
  readonly stats: Map<string, HostStats>
  /** DNS questions asked, per name, by type. */
  readonly queries: { mx: Map<string, number>; a: Map<string, number>; aaaa: Map<string, number> }
  close(): Promise<void>
}

const { Packet } = dns2
type Answer = Parameters<typeof dns2.Packet.prototype.answers.push>[0]
// dns2 encodes plain records; its types ask for the class instances' methods as well.
const record = (fields: Record<string, unknown>) =>
  ({ class: Packet.CLASS.IN, ttl: 60, ...fields }) as unknown as Answer

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createTcpServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code })

const smtpHost = (behaviour: Extract<MailHostBehaviour, { kind: 'smtp' }>, stats: HostStats) => {
  const seen = new Map<string, number>()
  let busy = behaviour.busyTimes ?? 0
  const answerRcpt = (address: { address: string }, callback: (error?: Error) => void) => {
    stats.rcpts += 1
    if (behaviour.blockUs)
      return callback(smtpError(554, '5.7.1 Service unavailable; client host blocked using a blocklist'))
    const times = seen.get(address.address) ?? 0
    seen.set(address.address, times + 1)
    if (times < (behaviour.greylistTimes ?? 0))
      return callback(smtpError(450, '4.7.1 Greylisted, please try again later'))
    if (behaviour.rcptReply !== undefined)
      return callback(smtpError(behaviour.rcptReply.code, behaviour.rcptReply.message))
    const local = address.address.split('@')[0]?.toLowerCase() ?? ''
    if (behaviour.catchAll || (behaviour.mailboxes ?? []).includes(local)) return callback()
    callback(smtpError(550, '5.1.1 The email account that you tried to reach does not exist'))
  }
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: behaviour.startTls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    hideSMTPUTF8: behaviour.noSmtpUtf8 === true,
    banner: 'mail world',
    onConnect(_session, callback) {
      if (busy > 0) {
        busy -= 1
        return callback(smtpError(421, '4.7.0 Too many connections, try again later'))
      }
      callback()
    },
    onRcptTo(address, _session, callback) {
      const delay = behaviour.rcptDelayMs ?? 0
      if (delay > 0) setTimeout(() => answerRcpt(address, callback), delay)
      else answerRcpt(address, callback)
    },
  })
  // A client that hangs up hard (a killed process, a reset line) is no failure of the world; without a
  // listener smtp-server's 'error' would end the test run.
  server.on('error', () => {})
  return server
}

type RawBehaviour = Exclude<MailHostBehaviour, { kind: 'smtp' }>
type EndlessShape = 'lines' | 'wide-lines' | 'line' | 'replies'

/**
 * Writes `piece` for as long as the client reads it, about 16 KiB at a time, counting the bytes. Each
 * write waits for the last to be taken, so the writer yields the event loop it shares with the client
 * under test (as a server in another process would) instead of spinning while the kernel takes it all.
 */
const writeForever = (socket: Socket, piece: string, stats: HostStats) => {
  const batch = piece.repeat(Math.max(1, Math.floor(16_384 / piece.length)))
  const more = () => {
    if (socket.destroyed || !socket.writable) return
    stats.bytesSent += Buffer.byteLength(batch)
    socket.write(batch, (error) => {
      if (error === undefined || error === null) setImmediate(more)
    })
  }
  more()
}

const endlessHost = (socket: Socket, shape: EndlessShape, stats: HostStats) => {
  const filler = 'x'.repeat(shape === 'wide-lines' ? 900 : 60)
  if (shape === 'replies') return writeForever(socket, `220 ${filler}\r\n`, stats)
  socket.write('220 mail world\r\n')
  socket.once('data', () => {
    if (shape !== 'line') writeForever(socket, `250-${filler}\r\n`, stats)
    else {
      socket.write('250-')
      writeForever(socket, filler, stats)
    }
  })
}

// Raw hosts keep their side open when the client hangs up (allowHalfOpen): a rude server does not
// close for us, so a conversation is over only when the client ends it.
const rawHost = (behaviour: RawBehaviour, stats: HostStats) =>
  createTcpServer({ allowHalfOpen: true }, (socket) => {
    socket.on('error', () => {})
    // It reads (and drops) what the client says, or it would never see the client hang up.
    socket.resume()
    socket.once('end', () => socket.destroy())
    switch (behaviour.kind) {
      case 'silent':
        return
      case 'drops':
        socket.write('220 mail world\r\n')
        return void socket.once('data', () => socket.destroy())
      case 'endless':
        return endlessHost(socket, behaviour.shape, stats)
      case 'closing':
        if (behaviour.at === 'greeting') return void socket.write('421 4.3.2 mail world is closing\r\n')
        if (behaviour.at === 'unfinished-greeting')
          return void socket.write('421-4.3.2 mail world is closing\r\n')
        socket.write('220 mail world\r\n')
        return void socket.once('data', () => socket.write('421 4.3.2 mail world is closing\r\n'))
    }
  })

/**
 * Notes each `RCPT TO:<…>` as its bytes arrived: smtp-server hands its handlers an address already
 * decoded (an A-label turned back to Unicode), which would hide what the client really sent.
 */
const heardRecipients = (socket: Socket, into: string[]) => {
  let pending = Buffer.alloc(0)
  socket.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]).subarray(-4096)
    for (let end = pending.indexOf(0x0a); end !== -1; end = pending.indexOf(0x0a)) {
      const line = pending.subarray(0, end).toString('utf8')
      pending = pending.subarray(end + 1)
      const rcpt = /^RCPT TO:<([^>]*)>/i.exec(line)
      if (rcpt !== null) into.push(rcpt[1] ?? '')
    }
  })
}

const listen = (server: Server, port: number, address: string) =>
  new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    server.listen(port, address, () => {
      server.removeListener('error', onError)
      resolve()
    })
  })

/** Starts the world: its DNS server and one mail server per host. Close it after the tests. */
export const startMailWorld = async (
  domains: readonly MailDomain[],
  hosts: readonly MailHost[],
  records: readonly AddressRecords[] = [],
): Promise<MailWorld> => {
  const smtpPort = await freePort()
  const stats = new Map<string, HostStats>()
  const servers: (Server | SMTPServer)[] = []
  const sockets = new Set<Socket>()
  for (const host of hosts) {
    const hostStats: HostStats = {
      connections: 0,
      open: 0,
      highestOpen: 0,
      rcpts: 0,
      recipients: [],
      bytesSent: 0,
      conversations: [],
    }
    stats.set(host.name, hostStats)
    const server =
      host.behaviour.kind === 'smtp'
        ? smtpHost(host.behaviour, hostStats)
        : rawHost(host.behaviour, hostStats)
    // smtp-server keeps its listening socket as `server`; connections are counted there for both kinds.
    const tcp: Server =
      server instanceof SMTPServer ? (server as unknown as { server: Server }).server : server
    tcp.on('connection', (socket) => {
      sockets.add(socket)
      hostStats.connections += 1
      hostStats.open += 1
      hostStats.highestOpen = Math.max(hostStats.highestOpen, hostStats.open)
      const conversation = { startedAt: Date.now(), endedAt: null as number | null }
      hostStats.conversations.push(conversation)
      // A conversation is over for the server when the client hangs up (its FIN), or the line drops.
      let over = false
      const end = () => {
        if (over) return
        over = true
        conversation.endedAt = Date.now()
        sockets.delete(socket)
        hostStats.open -= 1
      }
      socket.once('end', end)
      socket.once('close', end)
      heardRecipients(socket, hostStats.recipients)
    })
    await listen(tcp, smtpPort, host.address)
    servers.push(server)
  }
  const queries = {
    mx: new Map<string, number>(),
    a: new Map<string, number>(),
    aaaa: new Map<string, number>(),
  }
  const count = (counts: Map<string, number>, name: string) => counts.set(name, (counts.get(name) ?? 0) + 1)
  const byDomain = new Map(domains.map((domain) => [domain.name, domain]))
  const byHost = new Map(hosts.map((host) => [host.name, host]))
  const extra = new Map(records.map((entry) => [entry.name, entry]))
  // A name's addresses of one family: the extra records first, then its host's or domain's own.
  const addressesOf = (name: string, family: 4 | 6) => {
    const own = [byHost.get(name)?.address, byDomain.get(name)?.addressOf].filter(
      (address): address is string => address !== undefined && address.includes(':') === (family === 6),
    )
    return [...((family === 4 ? extra.get(name)?.a : extra.get(name)?.aaaa) ?? []), ...own]
  }
  const dns = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request)
      const question = request.questions[0]
      const name = question?.name.toLowerCase() ?? ''
      const domain = byDomain.get(name)
      const host = byHost.get(name)
      if (question === undefined || (domain === undefined && host === undefined && !extra.has(name))) {
        response.header.rcode = Packet.RCODE.NXDOMAIN
        return send(response)
      }
      if (question.type === Packet.TYPE.MX && domain !== undefined) {
        count(queries.mx, name)
        if (domain.nullMx)
          response.answers.push(record({ name, type: Packet.TYPE.MX, exchange: '', priority: 0 }))
        for (const [index, exchange] of (domain.mx ?? []).entries())
          response.answers.push(record({ name, type: Packet.TYPE.MX, exchange, priority: 10 * (index + 1) }))
      }
      if (question.type === Packet.TYPE.A) {
        count(queries.a, name)
        for (const address of addressesOf(name, 4))
          response.answers.push(record({ name, type: Packet.TYPE.A, address }))
      }
      if (question.type === Packet.TYPE.AAAA) {
        count(queries.aaaa, name)
        for (const address of addressesOf(name, 6))
          response.answers.push(record({ name, type: Packet.TYPE.AAAA, address }))
      }
      send(response)
    },
  })
  const dnsPort = await freePort()
  await dns.listen({ udp: { port: dnsPort, address: '127.0.0.1' } })
  return {
    dnsServer: `127.0.0.1:${dnsPort}`,
    smtpPort,
    stats,
    queries,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await Promise.all(
        servers.map((server) =>
          server instanceof SMTPServer
            ? new Promise<void>((resolve) => server.close(() => resolve()))
            : new Promise<void>((resolve) => {
                server.close(() => resolve())
              }),
        ),
      )
      await dns.close()
    },
  }
}

/**
 * The smallest world a page test needs: one domain whose one mail server (at `address` on loopback)
 * knows only `mailboxes`. Answers the world and the settings that point a service's verifier at it.
 */
export const oneDomainMailWorld = async (domain: string, address: string, mailboxes: readonly string[]) => {
  const world = await startMailWorld(
    [{ name: domain, mx: [`mx.${domain}`] }],
    [{ name: `mx.${domain}`, address, behaviour: { kind: 'smtp', mailboxes: [...mailboxes] } }],
  )
  const settings = {
    VERIFY_DNS_SERVERS: world.dnsServer,
    VERIFY_SMTP_PORT: String(world.smtpPort),
    VERIFY_PER_HOST_INTERVAL_MS: '0',
  }
  return { world, settings }
}
