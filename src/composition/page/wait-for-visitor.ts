// The first signs that someone is about to use the page, rather than only read it.
const SIGNS_OF_USE = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const

/**
 * Resolves at the visitor's first sign of use: a pointer moving or pressing, a touch, a key, a focus, a
 * wheel or a scroll. A page the server drew is whole to read without the app; the app's scripts are
 * fetched then, well before a finger or a pointer reaches a control.
 */
export const waitForVisitor = (target: Pick<Window, 'addEventListener' | 'removeEventListener'>) =>
  new Promise<void>((resolve) => {
    const options = { capture: true, passive: true } as const
    const go = () => {
      for (const type of SIGNS_OF_USE) target.removeEventListener(type, go, options)
      resolve()
    }
    for (const type of SIGNS_OF_USE) target.addEventListener(type, go, options)
  })
