import { useMutation } from '@tanstack/react-query'
import { OptOutTokens as T } from '../../../composition/browser/opt-out.area.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** Sends the removal request; the answer (taken or refused) is data, never thrown. */
export const useRequestRemoval = () => {
  const request = useUseCase(T.RequestRemoval)
  return useMutation({ mutationFn: (input: Parameters<typeof request.execute>[0]) => request.execute(input) })
}

/**
 * Posts the link's token: what confirms, never the opening of the link itself. The service judges it
 * (unknown, used, expired), so a link cut short by a mail program gets the same answer as any unknown one.
 */
export const useConfirmRemoval = () => {
  const api = useUseCase(T.OptOutApi)
  return useMutation({ mutationFn: (token: string) => api.confirmOptOut({ body: { token: token.trim() } }) })
}
