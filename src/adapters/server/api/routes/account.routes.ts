import type {
  ChangeAccountEmail,
  ChangeAccountPassword,
} from '../../../../application/server/change-account.use-case.ts'
import { changeAccountEmail, changeAccountPassword } from '../../../http-contract/user.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { refuseAccountChange } from './account.failures.ts'

export type AccountRouteDeps = {
  readonly changeEmail: ChangeAccountEmail
  readonly changePassword: ChangeAccountPassword
}

export const accountRoutes = (deps: AccountRouteDeps): readonly AnyRoute[] => [
  defineRoute(changeAccountEmail, async ({ caller, body }) => {
    const result = await deps.changeEmail.execute(caller, body)
    if ('_tag' in result) throw refuseAccountChange(result)
    return result
  }),
  defineRoute(changeAccountPassword, async ({ caller, body }) => {
    const result = await deps.changePassword.execute(caller, body)
    if ('_tag' in result) throw refuseAccountChange(result)
    return result
  }),
]
