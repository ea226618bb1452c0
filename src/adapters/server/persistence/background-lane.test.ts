import { describe, expect, it } from 'vitest'
import { BackgroundLane, inBackground } from './background-lane.ts'

describe('the background lane (PGlite: requests before a bulk job)', () => {
  it('a background statement waits while a request is under way, and goes once it is quiet', async () => {
    const lane = new BackgroundLane()
    const order: string[] = []
    const request = await lane.enter()
    const job = inBackground(async () => {
      const side = await lane.enter()
      order.push('job')
      lane.leave(side)
    })
    // The request runs more statements back to back while the job waits.
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5))
      order.push('request')
    }
    lane.leave(request)
    await job
    expect(order).toEqual(['request', 'request', 'request', 'job'])
  })

  it('a background statement waits a bounded time however busy requests keep it', async () => {
    const lane = new BackgroundLane()
    const request = await lane.enter()
    const started = performance.now()
    await inBackground(async () => lane.leave(await lane.enter()))
    // MOST_WAIT_MS is 250: generous slack for a loaded machine, far under "forever".
    expect(performance.now() - started).toBeLessThan(5_000)
    lane.leave(request)
  })

  it('outside the lane nothing waits and the loop is not asked for a turn', async () => {
    const lane = new BackgroundLane()
    let turned = false
    setImmediate(() => {
      turned = true
    })
    const side = await lane.enter()
    expect([side, turned]).toEqual(['foreground', false])
    lane.leave(side)
  })
})
