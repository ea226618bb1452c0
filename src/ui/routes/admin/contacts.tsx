import { createFileRoute } from '@tanstack/react-router'
import { ContactsPage } from '../../features/contacts/contacts-page.tsx'

export const Route = createFileRoute('/admin/contacts')({ component: ContactsPage })
