import type { ReactElement, ReactNode } from 'react'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip.tsx'

/**
 * An icon rail entry's label on hover or focus. Its own module (Radix's tooltip and Floating UI), loaded
 * when the sidebar is first collapsed to icons: a dashboard page does not carry it on arrival.
 */
export const SidebarTooltip = ({ content, children }: { content: ReactNode; children: ReactElement }) => (
  <TooltipProvider delayDuration={0}>
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right" align="center">
        {content}
      </TooltipContent>
    </Tooltip>
  </TooltipProvider>
)
