import { useQueryClient } from '@tanstack/react-query'
import { ListPlus, Loader2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx'
import { Input } from '../../components/ui/input.tsx'
import { useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { toast } from '../toast/toast.ts'
import type { AddPeople } from './add-to-list-button.tsx'
import { listProblemKey } from './list-failure.ts'
import { CONTACTS_QUERY_PREFIX, useContactLists, useListActions } from './use-contacts.ts'

const NEW = '__new__'

/** The dialog's body: mounted only while open, so a closed button calls nothing. */
const AddToListForm = ({
  profileIds,
  addPeople,
  onDone,
}: {
  profileIds: readonly string[]
  addPeople: AddPeople | undefined
  onDone: () => void
}) => {
  const { t } = useTranslation()
  const lists = useContactLists()
  const { create, add } = useListActions()
  const queryClient = useQueryClient()
  const [adding, setAdding] = useState(false)
  const report = useFailureReporter('api')
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const nameId = useId()
  const existing = lists.data ?? []
  const target = chosen ?? existing[0]?.id ?? NEW
  const busy = create.isPending || add.isPending || adding
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(undefined)
    let listId = target
    let listName = existing.find((l) => l.id === target)?.name ?? ''
    if (target === NEW) {
      const made = await create.mutateAsync(name)
      if (isCallFailure(made)) {
        const key = listProblemKey(made)
        return key === undefined ? void report(made) : setProblem(t(key))
      }
      listId = made.id
      listName = made.name
    }
    let done: Awaited<ReturnType<AddPeople>>
    if (addPeople === undefined) done = await add.mutateAsync({ id: listId, profileIds })
    else {
      setAdding(true)
      done = await addPeople(listId).finally(() => setAdding(false))
      void queryClient.invalidateQueries({ queryKey: CONTACTS_QUERY_PREFIX })
    }
    if (isCallFailure(done)) {
      const key = listProblemKey(done)
      return key === undefined ? void report(done) : setProblem(t(key))
    }
    toast.success(t('contacts.addToList.done', { count: done.added, list: listName }))
    onDone()
  }
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">{t('contacts.addToList.choose')}</legend>
        {lists.isPending ? <Loader2 aria-hidden className="size-4 animate-spin text-slate-500" /> : null}
        <div className={lists.isPending ? 'hidden' : 'max-h-48 space-y-1 overflow-y-auto'}>
          {existing.map((list) => (
            <label key={list.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="list"
                value={list.id}
                checked={target === list.id}
                onChange={() => setChosen(list.id)}
              />
              <span className="min-w-0 truncate">{list.name}</span>
              <span className="text-xs text-slate-500">{t('contacts.lists.size', { count: list.size })}</span>
            </label>
          ))}
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="list"
              value={NEW}
              checked={target === NEW}
              onChange={() => setChosen(NEW)}
            />
            {t('contacts.addToList.newList')}
          </label>
        </div>
      </fieldset>
      {target === NEW && !lists.isPending ? (
        <div className="space-y-1">
          <label htmlFor={nameId} className="text-sm font-medium text-slate-900">
            {t('contacts.lists.name')}
          </label>
          <Input
            id={nameId}
            value={name}
            maxLength={60}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
            aria-invalid={problem !== undefined}
          />
        </div>
      ) : null}
      {problem === undefined ? null : (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={busy || lists.isPending}>
          {busy ? <Loader2 aria-hidden className="animate-spin" /> : <ListPlus aria-hidden />}
          {t('contacts.addToList.submit')}
        </Button>
      </div>
    </form>
  )
}

/** The dialog of "Add to list" (add-to-list-button.tsx): its code loads when it is first opened. */
export const AddToListDialog = ({
  open,
  onOpenChange,
  profileIds,
  addPeople,
  title,
}: {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly profileIds: readonly string[]
  readonly addPeople: AddPeople | undefined
  readonly title: string | undefined
}) => {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent closeLabel={t('contacts.close')}>
          <DialogTitle>{title ?? t('contacts.addToList.title', { count: profileIds.length })}</DialogTitle>
          <DialogDescription>{t('contacts.addToList.description')}</DialogDescription>
          <AddToListForm profileIds={profileIds} addPeople={addPeople} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
