import { inject } from 'vitest'

// For a start that hangs, not a slow one (as in server-process.ts).
const START_DEADLINE_MS = 180_000

/**
 * The product started once for the whole e2e run (shared-server.global-setup.ts), with the defaults of
 * server-process.ts's startServer(): its demo data, its generated admin password, no other settings.
 * Shared only by files that change nothing another file reads: they read public pages, or work on a
 * new account of their own. A file that sets the server's environment, signs in as the admin, changes
 * the demo data or counts anything server-wide starts its own (startServer).
 */
export const sharedServer = async (): Promise<{ readonly url: string }> => {
  const url = inject('sharedServerUrl')
  const deadline = Date.now() + START_DEADLINE_MS
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { url }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(
    `the shared server at ${url} did not become healthy in ${START_DEADLINE_MS / 1000} s: see the run's log`,
  )
}
