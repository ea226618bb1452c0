// Test support for the failure drills: a TCP proxy between the service and PostgreSQL that a test can
// cut, restore, or cut at one chosen statement. Not product code.
import { createServer, type Server, Socket } from 'node:net'

/**
 * `drop-request`: the matching message never reaches the database (it sees the connection vanish
 * mid-transaction). `drop-answer`: the database runs it, its answer never reaches the service.
 */
export type CutMode = 'drop-request' | 'drop-answer'

export type DbProxy = {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  readonly databaseUrl: string
  /** Drops every open connection and refuses new ones (connection refused) until `up`. */
  down(): Promise<void>
  up(): Promise<void>
  /**
   * Cuts the first connection whose outgoing bytes contain `text` (a statement's SQL), as `mode` says;
   * only that connection. Resolves once the cut happened.
   */
  cutAt(text: string, mode: CutMode): Promise<void>
  close(): Promise<void>
}

type Pending = { readonly text: string; readonly mode: CutMode; readonly done: () => void }

export const startDbProxy = async (databaseUrl: string): Promise<DbProxy> => {
  const target = new URL(databaseUrl)
  const sockets = new Set<Socket>()
  let pending: Pending | undefined

  const pipe = (client: Socket) => {
    const server = new Socket()
    sockets.add(client).add(server)
    const drop = () => {
      client.destroy()
      server.destroy()
    }
    client.on('close', () => sockets.delete(client) && server.destroy())
    server.on('close', () => sockets.delete(server) && client.destroy())
    client.on('error', drop)
    server.on('error', drop)
    let swallowAnswer: (() => void) | undefined
    client.on('data', (chunk: Buffer) => {
      const cut = pending !== undefined && chunk.includes(pending.text) ? pending : undefined
      if (cut === undefined) return void server.write(chunk)
      pending = undefined
      if (cut.mode === 'drop-request') {
        drop()
        return cut.done()
      }
      swallowAnswer = cut.done
      server.write(chunk)
    })
    server.on('data', (chunk: Buffer) => {
      if (swallowAnswer === undefined) return void client.write(chunk)
      drop()
      swallowAnswer()
    })
    server.connect(Number(target.port || 5432), target.hostname)
  }

  let listener: Server = createServer(pipe)
  const listen = (port: number) =>
    new Promise<number>((done, fail) => {
      listener.once('error', fail)
      listener.listen(port, '127.0.0.1', () => {
        const address = listener.address()
        if (address === null || typeof address === 'string') return fail(new Error('no port'))
        done(address.port)
      })
    })
  const port = await listen(0)
  const proxied = new URL(databaseUrl)
  proxied.hostname = '127.0.0.1'
  proxied.port = String(port)

  const down = async () => {
    for (const socket of sockets) socket.destroy()
    if (!listener.listening) return
    await new Promise<void>((done) => listener.close(() => done()))
  }

  return {
    databaseUrl: proxied.toString(),
    down,
    up: async () => {
      if (listener.listening) return
      listener = createServer(pipe)
      await listen(port)
    },
    cutAt: (text, mode) => new Promise<void>((done) => (pending = { text, mode, done })),
    close: down,
  }
}
