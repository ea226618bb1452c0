// A load run with what it cost in CPU: the server's process, and (optionally) PostgreSQL's.
import { microsPerRequest, postgresCpuMs, processCpuMs } from './cpu-meter.ts'
import type { LoadSpec } from './load-worker.ts'
import { type LoadFigures, runLoad } from './run-load.ts'

export type MeteredFigures = LoadFigures & {
  /** The server process's CPU a request, user + system, in microseconds. */
  readonly serverCpuUsPerRequest: number
  /** PostgreSQL's CPU a request (all its processes), when it was metered. */
  readonly postgresCpuUsPerRequest?: number
}

export const meteredLoad = async (
  spec: LoadSpec,
  serverPid: number,
  options: { readonly postgres?: boolean } = {},
): Promise<MeteredFigures> => {
  const server = processCpuMs(serverPid)
  const postgres = options.postgres === true ? postgresCpuMs() : 0
  const figures = await runLoad(spec)
  return {
    ...figures,
    serverCpuUsPerRequest: microsPerRequest(processCpuMs(serverPid) - server, figures.requests),
    ...(options.postgres === true
      ? { postgresCpuUsPerRequest: microsPerRequest(postgresCpuMs() - postgres, figures.requests) }
      : {}),
  }
}
