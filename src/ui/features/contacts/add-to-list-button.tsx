import { ListPlus } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import { Button } from '../../components/ui/button.tsx'
import { useOpenedOnce } from '../../lib/use-opened-once.ts'

/** Adds the people to a list of the user's and says how many were new to it (another area's call). */
export type AddPeople = (listId: string) => Promise<{ readonly added: number } | CallFailure>

// The dialog (Radix's dialog layer, the form, the lists call) is fetched as the pointer or focus reaches
// the button and mounted with the first press: the members table shows a button per revealed person,
// and none of them needs the dialog's code until it is opened (issue 24's budget).
const loadDialog = () => import('./add-to-list-dialog.tsx')
const AddToListDialog = lazy(() => loadDialog().then((module) => ({ default: module.AddToListDialog })))

/**
 * "Add to list": a button and its dialog, for the Contacts page's selection, for one revealed person
 * of the members table, and for everyone a bulk job found (`addPeople` with the job's own call and its
 * `texts`). Only people the user revealed join (the service leaves out the others).
 */
export const AddToListButton = ({
  profileIds,
  label,
  size = 'sm',
  variant = 'outline',
  addPeople,
  texts,
  className,
}: {
  readonly profileIds: readonly string[]
  /** The button's accessible name, when its text alone does not say whom it adds. */
  readonly label?: string
  readonly size?: 'sm' | 'md'
  readonly variant?: 'outline' | 'primary' | 'ghost'
  /** Extra classes (the members table's narrower, link-like button). */
  readonly className?: string
  /** Instead of adding `profileIds`, another call adds the people (a bulk job's "all found"). */
  readonly addPeople?: AddPeople
  /** The button's text and the dialog's title, when they say something else than "Add N contacts". */
  readonly texts?: { readonly button: string; readonly title: string }
}) => {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const opened = useOpenedOnce(open)
  return (
    <>
      <Button
        type="button"
        size={size}
        variant={variant}
        className={className}
        disabled={addPeople === undefined && profileIds.length === 0}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <ListPlus aria-hidden />
        {texts?.button ?? t('contacts.addToList.button')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <AddToListDialog
            open={open}
            onOpenChange={setOpen}
            profileIds={profileIds}
            addPeople={addPeople}
            title={texts?.title}
          />
        </Suspense>
      ) : null}
    </>
  )
}
