// CPU time used by processes, from /proc: a per-request cost that, unlike requests per second, does
// not move when other tenants of the machine take its cores for a while (docs/performance.md).
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

type Stat = { readonly command: string; readonly cpuMs: number }

// Fields after the command (which is in parentheses and may hold spaces): utime is the 14th, stime the 15th.
const statOf = (pid: number | string): Stat | undefined => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const close = text.lastIndexOf(')')
    const fields = text.slice(close + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    return { command: text.slice(text.indexOf('(') + 1, close), cpuMs: (ticks * 1000) / TICKS_PER_SECOND }
  } catch {
    return undefined
  }
}

/** Whether this machine tells CPU times (Linux's /proc); else the figures leave them out. */
export const canMeterCpu = statOf('self') !== undefined

/** CPU milliseconds the process has used so far (user + system). */
export const processCpuMs = (pid: number): number => statOf(pid)?.cpuMs ?? Number.NaN

/** CPU milliseconds used so far by every PostgreSQL process of this machine (the server's backends). */
export const postgresCpuMs = (): number =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((pid) => statOf(pid))
    .filter((stat) => stat?.command === 'postgres')
    .reduce((total, stat) => total + (stat?.cpuMs ?? 0), 0)

/** Microseconds of CPU a request, over a run that used `cpuMs` for `requests`. */
export const microsPerRequest = (cpuMs: number, requests: number): number =>
  requests === 0 ? Number.NaN : Math.round((cpuMs * 1000) / requests)
