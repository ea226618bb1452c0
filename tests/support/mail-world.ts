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
    }
  /** Accepts the connection and never says a word. */
  | { readonly kind: 'silent' }
  /** Greets, then hangs up on the first command. */
  | { readonly kind: 'drops' }

export type MailDomain = {
  readonly name: string
  /** MX hosts (names in this world); none: the A fallback or nothing. */
  readonly mx?: readonly string[]
  /** `MX 0 .` (RFC 7505). */
  readonly nullMx?: boolean
  /** An address record for the domain itself (the fallback when it has no MX). */
  readonly addressOf?: string
}

export type MailHost = {
  readonly name: string
  readonly address: string
  readonly behaviour: MailHostBehaviour
}

export type HostStats = { connections: number; open: number; highestOpen: number; rcpts: number }

export type MailWorld = {
  readonly dnsServer: string
  readonly smtpPort: number
  readonly stats: Map<string, HostStats>
  readonly queries: { mx: Map<string, number> }
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
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: behaviour.startTls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    banner: 'mail world',
    onConnect(_session, callback) {
      if (busy > 0) {
        busy -= 1
        return callback(smtpError(421, '4.7.0 Too many connections, try again later'))
      }
      callback()
    },
    onRcptTo(address, _session, callback) {
      stats.rcpts += 1
      if (behaviour.blockUs)
        return callback(smtpError(554, '5.7.1 Service unavailable; client host blocked using a blocklist'))
      const times = seen.get(address.address) ?? 0
      seen.set(address.address, times + 1)
      if (times < (behaviour.greylistTimes ?? 0))
        return callback(smtpError(450, '4.7.1 Greylisted, please try again later'))
      const local = address.address.split('@')[0]?.toLowerCase() ?? ''
      if (behaviour.catchAll || (behaviour.mailboxes ?? []).includes(local)) return callback()
      callback(smtpError(550, '5.1.1 The email account that you tried to reach does not exist'))
    },
  })
  // A client that hangs up hard (a killed process, a reset line) is no failure of the world; without a
  // listener smtp-server's 'error' would end the test run.
  server.on('error', () => {})
  return server
}

const rawHost = (behaviour: Extract<MailHostBehaviour, { kind: 'silent' | 'drops' }>) =>
  createTcpServer((socket) => {
    socket.on('error', () => {})
    if (behaviour.kind === 'silent') return
    socket.write('220 mail world\r\n')
    socket.once('data', () => socket.destroy())
  })

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
): Promise<MailWorld> => {
  const smtpPort = await freePort()
  const stats = new Map<string, HostStats>()
  const servers: (Server | SMTPServer)[] = []
  const sockets = new Set<Socket>()
  for (const host of hosts) {
    const hostStats: HostStats = { connections: 0, open: 0, highestOpen: 0, rcpts: 0 }
    stats.set(host.name, hostStats)
    const server =
      host.behaviour.kind === 'smtp' ? smtpHost(host.behaviour, hostStats) : rawHost(host.behaviour)
    // smtp-server keeps its listening socket as `server`; connections are counted there for both kinds.
    const tcp: Server =
      server instanceof SMTPServer ? (server as unknown as { server: Server }).server : server
    tcp.on('connection', (socket) => {
      sockets.add(socket)
      hostStats.connections += 1
      hostStats.open += 1
      hostStats.highestOpen = Math.max(hostStats.highestOpen, hostStats.open)
      // A conversation is over for the server when the client hangs up (its FIN), or the line drops.
      let over = false
      const end = () => {
        if (over) return
        over = true
        sockets.delete(socket)
        hostStats.open -= 1
      }
      socket.once('end', end)
      socket.once('close', end)
    })
    await listen(tcp, smtpPort, host.address)
    servers.push(server)
  }
  const queries = { mx: new Map<string, number>() }
  const byDomain = new Map(domains.map((domain) => [domain.name, domain]))
  const byHost = new Map(hosts.map((host) => [host.name, host]))
  const dns = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request)
      const question = request.questions[0]
      const name = question?.name.toLowerCase() ?? ''
      const domain = byDomain.get(name)
      const host = byHost.get(name)
      if (question === undefined || (domain === undefined && host === undefined)) {
        response.header.rcode = Packet.RCODE.NXDOMAIN
        return send(response)
      }
      if (question.type === Packet.TYPE.MX && domain !== undefined) {
        queries.mx.set(name, (queries.mx.get(name) ?? 0) + 1)
        if (domain.nullMx)
          response.answers.push(record({ name, type: Packet.TYPE.MX, exchange: '', priority: 0 }))
        for (const [index, exchange] of (domain.mx ?? []).entries())
          response.answers.push(record({ name, type: Packet.TYPE.MX, exchange, priority: 10 * (index + 1) }))
      }
      if (question.type === Packet.TYPE.A) {
        const address = host?.address ?? domain?.addressOf
        if (address !== undefined) response.answers.push(record({ name, type: Packet.TYPE.A, address }))
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
