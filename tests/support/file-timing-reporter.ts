import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { ReportedHookContext, Reporter, TestModule } from 'vitest/node'

type Row = {
  readonly file: string
  readonly start: number
  readonly end: number
  readonly imported: number
  readonly beforeAll: number
  readonly tests: number
  readonly count: number
  readonly state: string
}

const seconds = (ms: number) => (ms / 1000).toFixed(1)

/**
 * Opt-in, for measuring the suite (docs/performance.md, "Test suite time"): per test file, when a worker
 * took it and when it ended (seconds from the run's start), its import, its beforeAll hooks (a browser
 * file's server start) and its tests' own time. Written to FILE_TIMING_OUT (default
 * test-results/file-timing.txt) and printed at the end:
 * `npx vitest run --project e2e --reporter=default --reporter=./tests/support/file-timing-reporter.ts`.
 */
export default class FileTimingReporter implements Reporter {
  private readonly t0 = Date.now()
  private readonly queued = new Map<string, number>()
  private readonly started = new Map<string, number>()
  private readonly hookStarted = new Map<string, number>()
  private readonly beforeAll = new Map<string, number>()
  private readonly rows: Row[] = []

  onTestModuleQueued(module: TestModule) {
    this.queued.set(module.moduleId, Date.now())
  }

  onTestModuleStart(module: TestModule) {
    this.started.set(module.moduleId, Date.now())
  }

  onHookStart(hook: ReportedHookContext) {
    if (hook.name === 'beforeAll') this.hookStarted.set(hook.entity.id, Date.now())
  }

  onHookEnd(hook: ReportedHookContext) {
    if (hook.name !== 'beforeAll') return
    const file = hook.entity.type === 'module' ? hook.entity.moduleId : hook.entity.module.moduleId
    const took = Date.now() - (this.hookStarted.get(hook.entity.id) ?? Date.now())
    this.beforeAll.set(file, (this.beforeAll.get(file) ?? 0) + took)
  }

  onTestModuleEnd(module: TestModule) {
    const start = this.queued.get(module.moduleId) ?? this.t0
    const tests = [...module.children.allTests()]
    this.rows.push({
      file: module.relativeModuleId,
      start: start - this.t0,
      end: Date.now() - this.t0,
      imported: (this.started.get(module.moduleId) ?? start) - start,
      beforeAll: this.beforeAll.get(module.moduleId) ?? 0,
      tests: tests.reduce((sum, test) => sum + (test.diagnostic()?.duration ?? 0), 0),
      count: tests.length,
      state: module.state(),
    })
  }

  onTestRunEnd() {
    const rows = [...this.rows].sort((a, b) => a.start - b.start)
    const lines = rows.map(
      (r) =>
        `${r.file.padEnd(48)} ${seconds(r.start).padStart(6)} → ${seconds(r.end).padStart(6)} s` +
        `  wall ${seconds(r.end - r.start).padStart(6)}  import ${seconds(r.imported).padStart(5)}` +
        `  beforeAll ${seconds(r.beforeAll).padStart(6)}  tests ${seconds(r.tests).padStart(6)}  n=${r.count} ${r.state}`,
    )
    const sum = (pick: (r: Row) => number) => seconds(rows.reduce((total, r) => total + pick(r), 0))
    lines.push(
      `span ${seconds(Math.max(0, ...rows.map((r) => r.end)))} s; files ${sum((r) => r.end - r.start)} s;` +
        ` beforeAll ${sum((r) => r.beforeAll)} s; tests ${sum((r) => r.tests)} s`,
    )
    const out = process.env.FILE_TIMING_OUT ?? 'test-results/file-timing.txt'
    mkdirSync(dirname(out), { recursive: true })
    writeFileSync(out, `${lines.join('\n')}\n`)
    process.stdout.write(`\n${lines.join('\n')}\n`)
  }
}
