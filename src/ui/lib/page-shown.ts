import { useEffect } from 'react'

/** Dispatched on the document once a page's frame is on screen and running (hydrated, when drawn by the server). */
export const PAGE_SHOWN_EVENT = 'leadlens:page-shown'

/**
 * Says the page is on screen: its effects run only once everything above them is committed, so a press
 * held before the app ran can now be handled (src/composition/page/early-interactions.ts).
 */
export const useAnnouncePageShown = () => {
  useEffect(() => {
    document.dispatchEvent(new Event(PAGE_SHOWN_EVENT))
  }, [])
}
