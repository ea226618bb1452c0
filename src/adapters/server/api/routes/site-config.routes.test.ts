import { describe, expect, it } from 'vitest'
import { fixedClock } from '../../../../application/testing/fixed-clock.ts'
import { siteConfigRoutes } from './site-config.routes.ts'

const brand = { name: 'LeadLens', supportEmail: 's@x', salesEmail: 'b@x', chatLink: 'https://chat.x/s' }
const notice = { start: '2026-12-01T12:00:00.000Z', end: '2026-12-04T00:00:00.000Z' }

const noticeAt = async (now: string) => {
  const [route] = siteConfigRoutes({ brand, notice }, fixedClock(Date.parse(now)))
  const body = (await route?.handle({} as never)) as { notice: unknown }
  return body.notice
}

describe('the service-update notice', () => {
  it('is shown before and during the update, and no longer once it ended', async () => {
    expect(await noticeAt('2026-11-28T00:00:00Z')).toEqual(notice)
    expect(await noticeAt('2026-12-02T00:00:00Z')).toEqual(notice)
    expect(await noticeAt('2026-12-04T00:00:00Z')).toBeNull()
  })
})
