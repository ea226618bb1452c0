import type { TestProject } from 'vitest/node'
import { launchServer } from './server-process.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the product started once for the browser files that share it (shared-server.ts). */
    sharedServerUrl: string
  }
}

/**
 * Starts the one product the browser files share (tests/e2e/support/shared-server.ts) and stops it after
 * the run. Not waited for here: it starts while the first files start their own, and a file that uses it
 * waits for its `/health`.
 */
export default async function setup(project: TestProject) {
  const server = await launchServer()
  server.healthy.catch((error: unknown) => {
    // The files that use it fail on their own wait; this says why.
    console.error(`The shared e2e server did not start: ${String(error)}`)
  })
  project.provide('sharedServerUrl', server.url)
  return async () => {
    await server.stop()
  }
}
