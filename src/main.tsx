import './ui/styles.css'
import { idTokenIsStored } from './adapters/browser/oidc/storage-keys.ts'
import { LocalStoragePreferences } from './adapters/browser/storage/local-storage-preferences.ts'
import { holdEarlyInteractions } from './composition/page/early-interactions.ts'
import { PAGE_ANSWERS_ELEMENT_ID } from './composition/page/page-answer-element.ts'
import { waitForVisitor } from './composition/page/wait-for-visitor.ts'
import { isLanguage, startingLanguage } from './domain/preferences/language.ts'

// Issue 8: this file is all a page loads first. The app (React, the router, the container, the page's
// code) is its own chunk, fetched at once for a page drawn in the browser, and for a page the server
// drew (`/`, `/pricing`) at the visitor's first sign of use: until then the page is whole to read.

// Reading localStorage throws where the browser forbids storage; nothing can be stored there then.
function storageIfAllowed(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const app = () => import('./composition/page/start-app.tsx')
const drawnIn = root.dataset.language

if (!isLanguage(drawnIn)) void app().then(({ startApp }) => startApp(root))
else {
  const held = holdEarlyInteractions(document, root)
  const answers = JSON.parse(document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.textContent || '{}')
  // Signed-in visitors use the app; a visitor whose language is not the page's needs it to redraw it.
  const storage = storageIfAllowed()
  const wantsAppNow =
    storage !== undefined &&
    (idTokenIsStored(storage) ||
      startingLanguage(new LocalStoragePreferences(storage).readLanguage()) !== drawnIn)
  const arrival = wantsAppNow ? Promise.resolve() : waitForVisitor(window)
  void arrival.then(app).then(({ startApp }) => startApp(root, { language: drawnIn, answers, held }))
}
