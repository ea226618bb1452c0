import type { ContactAccessRepository } from '../../../application/server/ports/contact-access.repository.port.ts'
import type { RecentWriters } from './recent-writers.ts'

/**
 * Contact access on the primary, with each reveal (one, or a list's) marking its user as having just
 * written: the person revealed is on their Contacts page at once, read from the primary for the window
 * (ReadYourWritesWorkspace). Marked even when the reveal failed: a spare mark costs one read on the
 * primary, a missing one a contact that seems not to be there.
 */
export const markingReveals = (
  inner: ContactAccessRepository,
  writers: RecentWriters,
): ContactAccessRepository => ({
  reveal: async (userId, profileId, decide) => {
    try {
      return await inner.reveal(userId, profileId, decide)
    } finally {
      await writers.wrote(userId)
    }
  },
  revealMany: async (userId, profileIds, decide) => {
    try {
      return await inner.revealMany(userId, profileIds, decide)
    } finally {
      await writers.wrote(userId)
    }
  },
  revealedOf: (userId, profileIds) => inner.revealedOf(userId, profileIds),
  revealedBy: (userId) => inner.revealedBy(userId),
  viewPage: (userId, page, paidSince, decide) => inner.viewPage(userId, page, paidSince, decide),
})
