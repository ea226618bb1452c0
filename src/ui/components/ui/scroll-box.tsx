import { type ComponentProps, useRef } from 'react'
import { cn } from '../../lib/cn.ts'
import { useScrollsSideways } from '../../lib/use-scrolls-sideways.ts'

/**
 * A box whose wide content (a table on a phone) scrolls sideways inside it. While it does, the box is a
 * tab stop (a group named `label`: not a region, which would repeat the landmark a page may already
 * name so), so a keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable,
 * issue 29): a table of plain text has nothing else to focus. When everything fits it is a plain box.
 */
export const ScrollBox = ({
  label,
  className,
  ...props
}: ComponentProps<'div'> & { readonly label?: string | undefined }) => {
  const box = useRef<HTMLDivElement>(null)
  const scrolls = useScrollsSideways(box)
  return (
    <div
      ref={box}
      className={cn(
        'overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
        className,
      )}
      {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-label': label } : {})}
      {...props}
    />
  )
}
