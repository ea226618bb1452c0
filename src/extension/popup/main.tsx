import '../extension.css'
import { renderExtensionPage } from '../extension-root.tsx'
import { PopupPage } from './popup-page.tsx'

await renderExtensionPage(PopupPage, 'opening-a-tab')
