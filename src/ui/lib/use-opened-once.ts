import { useState } from 'react'

/**
 * True from the first time `open` is true on. A dialog whose code is loaded on demand mounts then (its
 * chunk is fetched with the first opening, not with the page), and stays mounted so it can close the
 * way it always did.
 */
export const useOpenedOnce = (open: boolean): boolean => {
  const [opened, setOpened] = useState(open)
  // Derived state: set during render, React re-renders at once without committing the stale value.
  if (open && !opened) setOpened(true)
  return opened || open
}
