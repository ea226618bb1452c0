/** Runs a task while no other task under the same name runs, in this tab or any other. */
export type RunExclusively = <Value>(task: () => Promise<Value>) => Promise<Value>

export const REFRESH_LOCK_NAME = 'leadlens.token-refresh'

/**
 * Refresh tokens rotate, and the provider revokes the whole family when one is used twice. Tabs share
 * the tokens (localStorage), so two tabs refreshing at once would sign the user out: the Web Locks API
 * makes them take turns (the second then finds the fresh token the first stored). Without it (an old
 * browser, or an insecure context), refreshes at least take turns within the tab.
 */
export const refreshLock = (locks: LockManager | undefined, name = REFRESH_LOCK_NAME): RunExclusively => {
  if (locks !== undefined) return (task) => locks.request(name, task)
  let tail: Promise<unknown> = Promise.resolve()
  return <Value>(task: () => Promise<Value>) => {
    const run = tail.then(task, task)
    tail = run.catch(() => undefined)
    return run
  }
}
