import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { Toaster } from 'sonner'

/**
 * SPEC §9's toast constants. Sonner fixes the rest itself, to the same values: a 45 px swipe (or a
 * flick faster than 0.11 px/ms) dismisses, 200 ms removal delay, the 600 px mobile breakpoint; timers
 * pause on hover, focus or interaction, and loading toasts never auto-close.
 */
export const TOAST_SETTINGS = {
  duration: 4000,
  visibleToasts: 3,
  widthPx: 356,
  gap: 14,
  offset: '24px',
  mobileOffset: '16px',
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
} as const

/** The app's one toaster: sonner with the constants above, its region named in the user's language. */
export const AppToaster = () => {
  const { t } = useTranslation()
  return (
    <Toaster
      position={TOAST_SETTINGS.position}
      duration={TOAST_SETTINGS.duration}
      visibleToasts={TOAST_SETTINGS.visibleToasts}
      gap={TOAST_SETTINGS.gap}
      offset={TOAST_SETTINGS.offset}
      mobileOffset={TOAST_SETTINGS.mobileOffset}
      hotkey={[...TOAST_SETTINGS.hotkey]}
      style={{ '--width': `${TOAST_SETTINGS.widthPx}px` } as CSSProperties}
      containerAriaLabel={t('toast.region')}
      closeButton
      richColors
    />
  )
}
