import { Menu } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import { useOpenedOnce } from '../../lib/use-opened-once.ts'

const loadSheet = () => import('./mobile-nav-sheet.tsx')
const MobileNavSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileNavSheet })))

/**
 * Under 768 px the page links (and the language switcher) move into a sheet behind a menu button. The
 * button is here from the start; the sheet's code arrives with the first opening (or as the pointer
 * comes near), so larger screens, which never show the button, never fetch it.
 */
export const MobileNav = () => {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const opened = useOpenedOnce(open)
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        className="px-2 md:hidden"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={() => void loadSheet()}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden className="size-5!" />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  )
}
