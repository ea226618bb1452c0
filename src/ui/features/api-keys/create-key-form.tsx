import { KeyRound } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { API_KEY_SCOPES, type ApiKeyScope, MAX_KEY_NAME_LENGTH } from '../../../domain/api-keys/api-key.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'

type Problem = 'name' | 'scopes' | null

/** Name and scopes of a new key; the admin scope is offered to administrators only. */
export const CreateKeyForm = ({
  isAdmin,
  pending,
  onCreate,
}: {
  readonly isAdmin: boolean
  readonly pending: boolean
  readonly onCreate: (request: { name: string; scopes: ApiKeyScope[] }) => void
}) => {
  const { t } = useTranslation()
  const [name, setName] = useState('')
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read'])
  const [problem, setProblem] = useState<Problem>(null)
  const offered = API_KEY_SCOPES.filter((scope) => scope !== 'admin' || isAdmin)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim() === '') return setProblem('name')
    if (scopes.length === 0) return setProblem('scopes')
    setProblem(null)
    onCreate({ name: name.trim(), scopes })
  }
  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((now) => (on ? [...now, scope] : now.filter((s) => s !== scope)))
  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="font-semibold text-slate-900">{t('apiKeys.create.title')}</h2>
      <FormField
        label={t('apiKeys.create.name')}
        hint={t('apiKeys.create.nameHint')}
        error={problem === 'name' ? t('apiKeys.create.nameRequired') : undefined}
      >
        {(control) => (
          <Input
            {...control}
            name="name"
            value={name}
            maxLength={MAX_KEY_NAME_LENGTH}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">{t('apiKeys.create.scopes')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {offered.map((scope) => (
            <label
              key={scope}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm hover:bg-slate-50"
            >
              <input
                type="checkbox"
                name="scopes"
                value={scope}
                className="mt-0.5 size-4 accent-brand-600"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />
              <span>
                <span className="font-mono font-medium text-slate-900">{scope}</span>
                <span className="block text-slate-600">{t(`apiKeys.scopes.${scope}`)}</span>
              </span>
            </label>
          ))}
        </div>
        {problem === 'scopes' ? (
          <p role="alert" className="text-sm text-red-600">
            {t('apiKeys.create.scopesRequired')}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={pending}>
        <KeyRound aria-hidden />
        {pending ? t('apiKeys.create.creating') : t('apiKeys.create.submit')}
      </Button>
    </form>
  )
}
