import { createFileRoute } from '@tanstack/react-router'
import { ApiKeysPage } from '../../features/api-keys/api-keys-page.tsx'

export const Route = createFileRoute('/admin/api-keys')({ component: ApiKeysPage })
