import { useLocation } from '@tanstack/react-router'
import { OptOutPage } from './opt-out-page.tsx'
import { tokenFromHash } from './opt-out-search.ts'

/** /opt-out as the route shows it: the confirmation when the address carries a token, else the form. */
export const OptOutRoutePage = () => {
  const hash = useLocation({ select: (location) => location.hash })
  return <OptOutPage token={tokenFromHash(hash)} />
}
