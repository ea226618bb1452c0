import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EnrichmentTokens } from '../../src/composition/server/enrichment.area.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { peopleWorthRevealing } from '../support/ledger-audit.ts'
import { multipartBody } from '../support/multipart-body.ts'
import { type SeededApi, startSeededApi } from '../support/seeded-api.ts'

// "Add all found to a list…" on a bulk job (docs/bulk-enrichment.md), through the API on PGlite.
let seeded: SeededApi
let people: string[]

beforeAll(async () => {
  seeded = await startSeededApi()
  const { db } = await seeded.api.container.getAsync(T.Database)
  people = await peopleWorthRevealing(db, 3)
}, 120_000)
afterAll(async () => {
  await seeded?.api.close()
})

const link = (id: string) => `https://www.linkedin.com/in/${id}`

const upload = async (user: string, text: string, fields: Record<string, string> = {}) => {
  const bytes = new TextEncoder().encode(text)
  const { body, contentType } = multipartBody({ name: 'people.csv', type: 'text/csv', bytes }, fields)
  const answer = await seeded.api.app.inject({
    method: 'POST',
    url: '/api/enrichment/jobs',
    payload: body,
    headers: {
      authorization: `Bearer ${await seeded.api.token(user, { claims: { email: `${user}@mail.example` } })}`,
      'content-type': contentType,
    },
  })
  expect(answer.statusCode).toBe(201)
  return answer.json() as { id: string }
}

const runToEnd = async (jobId: string) => {
  const run = await seeded.api.container.getAsync(EnrichmentTokens.RunEnrichmentJob)
  await run.execute(jobId)
  const jobs = await seeded.api.container.getAsync(EnrichmentTokens.EnrichmentJobs)
  for (let job = await jobs.find(jobId); job?.state === 'running'; job = await jobs.find(jobId)) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    await run.execute(jobId)
  }
}

const addToList = (user: string, jobId: string, body: object) =>
  seeded.api.call('POST', `/api/enrichment/jobs/${jobId}/add-to-list`, { as: { user }, body })

const members = async (user: string, listId: string) =>
  (await seeded.api.call('GET', `/api/contacts?listId=${encodeURIComponent(listId)}`, { as: { user } }))
    .json()
    .contacts.map((c: { linkedinId: string }) => c.linkedinId)

describe('add all found to a list', () => {
  it('puts every person the job found in a new list, then in an existing one; others get nothing', async () => {
    await seeded.seed.proPlan({ user: 'to-list' })
    const [a = '', b = '', c = ''] = people
    // a twice (once as its duplicate), b, a row with nothing usable, and c.
    const text = `link\n${link(a)}\n${link(b)}\n${link(a)}\nnot a link\n${link(c)}\n`
    const job = await upload('to-list', text)
    const draft = await addToList('to-list', job.id, { newListName: 'Too early' })
    expect([draft.statusCode, draft.json().code]).toEqual([409, 'JOB_STATE'])
    await seeded.api.call('POST', `/api/enrichment/jobs/${job.id}/start`, {
      as: { user: 'to-list' },
      body: {},
    })
    await runToEnd(job.id)

    const created = await addToList('to-list', job.id, { newListName: 'From the fair' })
    expect(created.statusCode).toBe(200)
    expect(created.json()).toMatchObject({ added: 3, found: 3 })
    const listId = created.json().listId as string
    expect((await members('to-list', listId)).sort()).toEqual([a, b, c].sort())
    const lists = (await seeded.api.call('GET', '/api/contact-lists', { as: { user: 'to-list' } })).json()
    expect(lists.lists).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: listId, name: 'From the fair', size: 3 })]),
    )

    // Again into the same list: nobody new.
    const again = await addToList('to-list', job.id, { listId })
    expect(again.json()).toEqual({ listId, added: 0, found: 3 })
    const taken = await addToList('to-list', job.id, { newListName: 'from the FAIR' })
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'LIST_NAME_TAKEN'])
    const blank = await addToList('to-list', job.id, { newListName: '  ' })
    expect([blank.statusCode, blank.json().code]).toEqual([400, 'INVALID_LIST_NAME'])
    const missing = await addToList('to-list', job.id, { listId: 'no-such-list' })
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'LIST_NOT_FOUND'])
    const bad = await addToList('to-list', job.id, { somethingElse: 1 })
    expect(bad.statusCode).toBe(400)

    // Another user: the job is not found, and their list gets nobody.
    await seeded.seed.proPlan({ user: 'not-owner' })
    const theirs = await seeded.api.call('POST', '/api/contact-lists', {
      as: { user: 'not-owner' },
      body: { name: 'Mine' },
    })
    const foreign = await addToList('not-owner', job.id, { listId: theirs.json().id })
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'JOB_NOT_FOUND'])
    expect(await members('not-owner', theirs.json().id)).toEqual([])
    // Nor may the owner add into another user's list.
    const intoTheirs = await addToList('to-list', job.id, { listId: theirs.json().id })
    expect([intoTheirs.statusCode, intoTheirs.json().code]).toEqual([404, 'LIST_NOT_FOUND'])
  })
})
