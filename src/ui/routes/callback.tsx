import { createFileRoute } from '@tanstack/react-router'
import { CallbackPage } from '../features/auth/callback-page.tsx'

export const Route = createFileRoute('/callback')({ component: CallbackPage })
