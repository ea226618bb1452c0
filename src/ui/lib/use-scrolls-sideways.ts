import { type RefObject, useEffect, useState } from 'react'

/**
 * Whether the element's content is wider than the element, so that it scrolls sideways; follows resizes
 * of the element and of its content. False until measured (and on the server, which draws no layout).
 */
export const useScrollsSideways = (ref: RefObject<HTMLElement | null>): boolean => {
  const [scrolls, setScrolls] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (element === null || typeof ResizeObserver === 'undefined') return
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const child of element.children) observer.observe(child)
    measure()
    return () => observer.disconnect()
  }, [ref])
  return scrolls
}
