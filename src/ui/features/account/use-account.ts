import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type { UserInfo } from '../../../application/browser/ports/user-info.gateway.port.ts'
import { AccountTokens as T } from '../../../composition/browser/account.area.ts'
import { useUseCase } from '../../use-case-context.tsx'
import { USER_INFO_QUERY_KEY } from '../dashboard/use-user-info.ts'

/** Changes the address; the dashboard's user menu shows the new one at once. */
export const useChangeEmail = () => {
  const api = useUseCase(T.AccountApi)
  const client = useQueryClient()
  return useMutation({
    mutationFn: (email: string) => api.changeAccountEmail({ body: { email } }),
    onSuccess: (answer) => {
      if (!isCallFailure(answer))
        client.setQueryData<UserInfo>(USER_INFO_QUERY_KEY, (info) =>
          info === undefined ? info : { ...info, email: answer.email },
        )
    },
  })
}

export const useChangePassword = () => {
  const api = useUseCase(T.AccountApi)
  return useMutation({
    mutationFn: (input: { readonly currentPassword: string; readonly newPassword: string }) =>
      api.changeAccountPassword({ body: input }),
  })
}
