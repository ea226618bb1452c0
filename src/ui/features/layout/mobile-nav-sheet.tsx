import { Link } from '@tanstack/react-router'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Sheet, SheetClose, SheetContent, SheetTitle } from '../../components/ui/sheet.tsx'
import { BrandMark } from './brand-mark.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { NAV_ITEMS } from './nav-items.ts'

/**
 * The small screens' menu: the page links and the language switcher in a sheet. Its code (Radix's
 * dialog under it) is fetched when the menu is first opened; closing it returns focus to the menu button.
 */
export const MobileNavSheet = ({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: RefObject<HTMLButtonElement | null>
}) => {
  const { t } = useTranslation()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={t('common.close')}
        aria-describedby={undefined}
        // The menu button is not a Radix trigger (it is on the page before this code), so focus is
        // handed back to it here, as a trigger would get it.
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          trigger.current?.focus()
        }}
      >
        <SheetTitle className="flex items-center gap-2">
          <BrandMark className="size-7" />
          {t('nav.menu')}
        </SheetTitle>
        <ul className="flex flex-col gap-1">
          {NAV_ITEMS.map(({ to, labelKey, Icon }) => (
            <li key={to}>
              <SheetClose asChild>
                <Link
                  to={to}
                  className="flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-[status=active]:bg-brand-50 data-[status=active]:text-brand-700"
                >
                  <Icon aria-hidden className="size-4 text-slate-500" />
                  {t(labelKey)}
                </Link>
              </SheetClose>
            </li>
          ))}
        </ul>
        <div className="mt-2 flex flex-col items-start gap-2 border-t border-slate-200 pt-4">
          <p aria-hidden className="px-1 text-xs font-medium text-slate-500">
            {t('language.label')}
          </p>
          <LanguageSwitcher />
        </div>
      </SheetContent>
    </Sheet>
  )
}
