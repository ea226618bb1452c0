import '../extension.css'
import { renderExtensionPage } from '../extension-root.tsx'
import { SignInPage } from './sign-in-page.tsx'

await renderExtensionPage(SignInPage, 'navigating')
