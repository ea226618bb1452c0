import { Check, List, Pencil, Plus, Trash2, Users, X } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type { ContactListView } from '../../../application/browser/ports/contacts-workspace.api.port.ts'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { cn } from '../../lib/cn.ts'
import { toast } from '../toast/toast.ts'
import { listProblemKey } from './list-failure.ts'
import { useListActions } from './use-contacts.ts'

const ITEM = 'flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm'

/** A name form: new list, or renaming one. */
const NameForm = ({
  initial,
  label,
  onSubmit,
  onCancel,
}: {
  initial: string
  label: string
  onSubmit: (name: string) => Promise<string | undefined>
  onCancel: () => void
}) => {
  const { t } = useTranslation()
  const [name, setName] = useState(initial)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(await onSubmit(name))
  }
  return (
    <form onSubmit={submit} className="space-y-1" noValidate>
      <div className="flex items-center gap-1">
        <Input
          aria-label={label}
          value={name}
          maxLength={60}
          autoFocus
          className="h-8"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={problem !== undefined}
        />
        <Button type="submit" size="sm" variant="ghost" aria-label={t('contacts.lists.save')}>
          <Check aria-hidden />
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-label={t('contacts.lists.cancel')}
          onClick={onCancel}
        >
          <X aria-hidden />
        </Button>
      </div>
      {problem === undefined ? null : (
        <p role="alert" className="text-xs text-red-600">
          {problem}
        </p>
      )}
    </form>
  )
}

/** The user's lists: pick one to see its people; create, rename, delete. "All contacts" shows everyone. */
export const ListsPanel = ({
  lists,
  chosen,
  total,
  onChoose,
}: {
  lists: readonly ContactListView[]
  chosen: string | undefined
  total: number | null
  onChoose: (listId: string | undefined) => void
}) => {
  const { t } = useTranslation()
  const { create, rename, remove } = useListActions()
  const report = useFailureReporter('api')
  const [creating, setCreating] = useState(false)
  const [renaming, setRenaming] = useState<string | undefined>(undefined)
  const problemOf = (failure: Parameters<typeof listProblemKey>[0]) => {
    const key = listProblemKey(failure)
    if (key === undefined) report(failure)
    return key === undefined ? undefined : t(key)
  }
  const make = async (name: string) => {
    const made = await create.mutateAsync(name)
    if (isCallFailure(made)) return problemOf(made)
    setCreating(false)
    toast.success(t('contacts.lists.created', { name: made.name }))
    return undefined
  }
  const renameTo = (id: string) => async (name: string) => {
    const done = await rename.mutateAsync({ id, name })
    if (isCallFailure(done)) return problemOf(done)
    setRenaming(undefined)
    return undefined
  }
  const [deleting, setDeleting] = useState<ContactListView | undefined>(undefined)
  const drop = async (list: ContactListView) => {
    setDeleting(undefined)
    const done = await remove.mutateAsync(list.id)
    if (isCallFailure(done)) return void problemOf(done)
    if (chosen === list.id) onChoose(undefined)
    toast.success(t('contacts.lists.deleted', { name: list.name }))
  }
  return (
    <nav
      aria-label={t('contacts.lists.title')}
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-3"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-slate-900">{t('contacts.lists.title')}</h2>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setCreating(true)}
          aria-label={t('contacts.lists.new')}
        >
          <Plus aria-hidden />
          <span className="max-lg:sr-only">{t('contacts.lists.newShort')}</span>
        </Button>
      </div>
      <button
        type="button"
        aria-current={chosen === undefined ? 'true' : undefined}
        onClick={() => onChoose(undefined)}
        className={cn(
          ITEM,
          chosen === undefined ? 'bg-brand-50 font-medium text-brand-800' : 'hover:bg-slate-50',
        )}
      >
        <Users aria-hidden className="size-4 shrink-0" />
        <span className="min-w-0 flex-1 truncate">{t('contacts.lists.all')}</span>
        {chosen === undefined && total !== null ? (
          <span className="text-xs text-slate-500">{total.toLocaleString()}</span>
        ) : null}
      </button>
      <ul className="space-y-0.5">
        {lists.map((list) =>
          renaming === list.id ? (
            <li key={list.id}>
              <NameForm
                initial={list.name}
                label={t('contacts.lists.renameLabel', { name: list.name })}
                onSubmit={renameTo(list.id)}
                onCancel={() => setRenaming(undefined)}
              />
            </li>
          ) : (
            <li key={list.id} className="group flex items-center gap-1">
              <button
                type="button"
                aria-current={chosen === list.id ? 'true' : undefined}
                onClick={() => onChoose(list.id)}
                className={cn(
                  ITEM,
                  chosen === list.id ? 'bg-brand-50 font-medium text-brand-800' : 'hover:bg-slate-50',
                )}
              >
                <List aria-hidden className="size-4 shrink-0" />
                <span className="min-w-0 flex-1 truncate">{list.name}</span>
                <span className="text-xs text-slate-500">{list.size.toLocaleString()}</span>
              </button>
              <Button
                size="sm"
                variant="ghost"
                className="px-1"
                aria-label={t('contacts.lists.rename', { name: list.name })}
                onClick={() => setRenaming(list.id)}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="px-1"
                aria-label={t('contacts.lists.delete', { name: list.name })}
                onClick={() => setDeleting(list)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ),
        )}
      </ul>
      {lists.length === 0 && !creating ? (
        <p className="text-xs text-slate-500">{t('contacts.lists.empty')}</p>
      ) : null}
      <AlertDialog
        open={deleting !== undefined}
        onOpenChange={(open) => (open ? undefined : setDeleting(undefined))}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('contacts.lists.deleteTitle')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('contacts.lists.confirmDelete', { name: deleting?.name ?? '' })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('contacts.lists.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={() => (deleting === undefined ? undefined : void drop(deleting))}>
              {t('contacts.lists.deleteConfirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      {creating ? (
        <NameForm
          initial=""
          label={t('contacts.lists.name')}
          onSubmit={make}
          onCancel={() => setCreating(false)}
        />
      ) : null}
    </nav>
  )
}
