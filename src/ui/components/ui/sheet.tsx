import { X } from 'lucide-react'
import { Dialog as SheetPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useReturnFocus } from '../../lib/use-return-focus.ts'

/** A panel that slides in from an edge: a Radix dialog, so focus is trapped and Escape closes it. */
export const Sheet = SheetPrimitive.Root
export const SheetTrigger = SheetPrimitive.Trigger
export const SheetClose = SheetPrimitive.Close

const SIDES = {
  right: 'inset-y-0 right-0 h-full w-[min(20rem,calc(100%-3rem))] border-l',
  left: 'inset-y-0 left-0 h-full w-[min(20rem,calc(100%-3rem))] border-r',
  top: 'inset-x-0 top-0 max-h-dvh border-b',
} as const

export const SheetContent = ({
  className,
  children,
  side = 'right',
  closeLabel,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { side?: keyof typeof SIDES; closeLabel: string }) => {
  const returnFocus = useReturnFocus(props)
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
      <SheetPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col gap-4 overflow-y-auto border-slate-200 bg-white p-6 shadow-xl',
          SIDES[side],
          className,
        )}
        {...props}
        {...returnFocus}
      >
        {children}
        <SheetPrimitive.Close
          className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          aria-label={closeLabel}
        >
          <X aria-hidden className="size-5" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  )
}

export const SheetTitle = ({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) => (
  <SheetPrimitive.Title className={cn('text-base font-semibold text-slate-900', className)} {...props} />
)

export const SheetDescription = ({
  className,
  ...props
}: ComponentProps<typeof SheetPrimitive.Description>) => (
  <SheetPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />
)
