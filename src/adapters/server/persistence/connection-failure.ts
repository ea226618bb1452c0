// Errors that mean "the database cannot be reached right now", as opposed to a query the database
// refused: the first is the outside world (503, try again), the second a defect (500).

// Node's socket errors while connecting or talking to the server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

// PostgreSQL's SQLSTATEs for a server going away or not taking connections: class 08 (connection
// exception), 57P01–57P03 (terminated by an administrator, crash shutdown, cannot connect now), 53300
// (too many connections).
const isUnavailableState = (code: string) => /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$|^53300$/.test(code)

// pg, pg-pool and Kysely report a lost or missing connection with a plain Error and no code.
const LOST_CONNECTION = [
  /^Connection terminated/, // pg: the socket closed (unexpectedly, or the connect timeout ended it)
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /is not queryable$/, // pg: a query on a client whose connection already broke
  /^Postgres connection has been discarded$/, // Kysely: a query on a connection whose rollback failed
]

const MAX_DEPTH = 5

/** True when `error` (or what it wraps: `cause`, an AggregateError's errors) is a lost database. */
export const isConnectionFailure = (error: unknown, depth = 0): boolean => {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false
  const { code, message, cause, errors } = error as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true
  if (typeof message === 'string' && LOST_CONNECTION.some((pattern) => pattern.test(message))) return true
  if (Array.isArray(errors) && errors.some((e) => isConnectionFailure(e, depth + 1))) return true
  return isConnectionFailure(cause, depth + 1)
}
