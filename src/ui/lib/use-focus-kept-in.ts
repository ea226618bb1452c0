import { useEffect, useRef } from 'react'

/**
 * Keeps focus in a box whose focused control goes away: the reveal button, replaced by what it revealed,
 * left focus on <body> and a keyboard user back at the top of the page (issue 29 §23). `act` wraps the
 * control's action: if focus was in the box when it ran, then whenever focus falls to <body> afterwards
 * the box takes it (it needs tabIndex -1), until focus goes somewhere else of the user's choosing.
 */
export const useFocusKeptIn = <Box extends HTMLElement>() => {
  const box = useRef<Box>(null)
  const keeping = useRef(false)
  useEffect(() => {
    if (!keeping.current) return
    const active = document.activeElement
    if (active === null || active === document.body) box.current?.focus()
    else if (!box.current?.contains(active)) keeping.current = false
  })
  const act =
    <Args extends unknown[]>(action: (...args: Args) => void) =>
    (...args: Args) => {
      keeping.current = box.current?.contains(document.activeElement) === true
      action(...args)
    }
  return { box, act }
}
