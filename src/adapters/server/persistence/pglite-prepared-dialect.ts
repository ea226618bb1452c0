import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite'
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  PGliteDialect,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'
import { BackgroundLane } from './background-lane.ts'
import { StatementNames } from './prepared-statement-pool.ts'

const { serialize } = protocol

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

type BackendMessage = Parameters<typeof parse.parseResults>[0][number]

const messagesOf = (data: Uint8Array): BackendMessage[] => {
  const messages: BackendMessage[] = []
  new protocol.Parser().parse(data, (message) => messages.push(message as BackendMessage))
  return messages
}

const failureIn = (messages: readonly BackendMessage[]) =>
  messages.find((m) => m.name === 'error') as (BackendMessage & Error) | undefined

type Prepared = { readonly name: string; readonly types: readonly number[] }

/**
 * Runs statements on PGlite as named prepared statements once they repeat, as the PostgreSQL pool does
 * (prepared-statement-pool.ts): PGlite's own `query` parses, describes and plans every statement on every
 * call, in six calls into the database, and that was most of a PGlite reveal's CPU (issue 25). A
 * prepared statement is bound and run in one call, with its plan kept once PostgreSQL settles on one.
 * Statements without parameters, one-offs and the CUSTOM_PLAN ones go through PGlite's `query` as before.
 */
class PreparedStatements {
  private readonly prepared = new Map<string, Prepared>()

  constructor(
    private readonly pglite: PGlite,
    private readonly names = new StatementNames(),
  ) {}

  private raw(message: Uint8Array): Promise<BackendMessage[]> {
    return this.pglite.execProtocolRaw(message, { syncToFs: false }).then(messagesOf)
  }

  /** Undefined when the statement is not (yet) one to prepare; the caller then runs it plainly. */
  private async statementFor(text: string, parameters: readonly unknown[]): Promise<Prepared | undefined> {
    if (parameters.length === 0) return undefined
    const known = this.prepared.get(text)
    if (known !== undefined) return known
    const name = this.names.nameFor(text)
    if (name === undefined) return undefined
    const messages = await this.raw(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    )
    // A statement PostgreSQL refuses is left to the plain path, which reports it as PGlite does.
    if (failureIn(messages) !== undefined) return undefined
    const prepared = { name, types: parse.parseDescribeStatementResults(messages) }
    this.prepared.set(text, prepared)
    return prepared
  }

  /** Runs the query; undefined when it must take the plain path. Call holding PGlite's query lock. */
  async run(query: CompiledQuery): Promise<Results<Record<string, unknown>> | undefined> {
    const statement = await this.statementFor(query.sql, query.parameters)
    if (statement === undefined) return undefined
    const serializers = this.pglite.serializers
    const values = query.parameters.map((value, i) => {
      if (value === null || value === undefined) return null
      const serializer = serializers[statement.types[i] ?? -1]
      return serializer === undefined ? String(value) : (serializer(value) as string)
    })
    const messages = await this.raw(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    )
    const failure = failureIn(messages)
    if (failure !== undefined) throw failure
    return parse.parseResults(messages, this.pglite.parsers, { rowMode: 'object' })[0] as Results<
      Record<string, unknown>
    >
  }
}

type Deferred = { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void }
const deferred = (): Deferred => {
  let resolve = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

type PGliteTransaction = Parameters<Parameters<PGlite['transaction']>[0]>[0]

/**
 * One PGlite connection, as Kysely's own PGlite driver makes it (a transaction is PGlite's exclusive
 * `transaction`, so nothing else runs inside it), with the prepared statements above.
 */
class PreparedPGliteConnection implements DatabaseConnection {
  private transaction: PGliteTransaction | undefined
  private finish: Deferred | undefined
  private closed: Promise<unknown> | undefined

  constructor(
    private readonly pglite: PGlite,
    private readonly statements: PreparedStatements,
    private readonly lane: BackgroundLane,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.transaction !== undefined) return this.execute(query)
    // Not inside a transaction: a request's statement or background work's, taking turns (background-lane.ts).
    const side = await this.lane.enter()
    try {
      return await this.execute(query)
    } finally {
      this.lane.leave(side)
    }
  }

  private async execute<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const inTransaction = this.transaction
    // Outside a transaction a statement waits for any transaction to end, as PGlite's `query` does.
    const run = async () => {
      const prepared = await this.pglite._runExclusiveQuery(() => this.statements.run(query))
      if (prepared === undefined) return undefined
      if (inTransaction === undefined) await this.pglite.syncToFs()
      return prepared
    }
    const result =
      (inTransaction === undefined ? await this.pglite._runExclusiveTransaction(run) : await run()) ??
      (await (inTransaction ?? this.pglite).query<Record<string, unknown>>(query.sql, [...query.parameters], {
        rowMode: 'object',
      }))
    const rows = (result.rows ?? []) as R[]
    return result.affectedRows === undefined || result.affectedRows === null
      ? { rows }
      : { numAffectedRows: BigInt(result.affectedRows), rows }
  }

  // biome-ignore lint/correctness/useYield: PGlite does not stream.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.')
  }

  async begin(): Promise<void> {
    // A transaction takes its turn as a whole: PGlite runs nothing else until it ends.
    const side = await this.lane.enter()
    const finish = deferred()
    const begun = deferred()
    this.finish = finish
    this.closed = this.pglite
      .transaction(async (tx) => {
        this.transaction = tx
        begun.resolve()
        await finish.promise
      })
      .finally(() => this.lane.leave(side))
    // A transaction that failed to begin rejects `closed` before `begun`.
    await Promise.race([begun.promise, this.closed])
  }

  async commit(): Promise<void> {
    this.finish?.resolve()
    try {
      await this.closed
    } finally {
      this.reset()
    }
  }

  async rollback(): Promise<void> {
    this.finish?.reject(new Error('rolled back'))
    await this.closed?.catch(() => {})
    this.reset()
  }

  private reset() {
    this.transaction = undefined
    this.finish = undefined
    this.closed = undefined
  }
}

class PreparedPGliteDriver implements Driver {
  private readonly connection: PreparedPGliteConnection

  constructor(private readonly pglite: PGlite) {
    this.connection = new PreparedPGliteConnection(
      pglite,
      new PreparedStatements(pglite),
      new BackgroundLane(),
    )
  }

  async init(): Promise<void> {
    await this.pglite.waitReady
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection
  }
  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    await (connection as PreparedPGliteConnection).begin()
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PreparedPGliteConnection).commit()
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PreparedPGliteConnection).rollback()
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close()
  }
}

/** Kysely's PGlite dialect with the driver above. */
export class PreparedPGliteDialect extends PGliteDialect {
  constructor(private readonly pglite: PGlite) {
    super({ pglite })
  }
  override createDriver(): Driver {
    return new PreparedPGliteDriver(this.pglite)
  }
}
