// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { authorised } from '../../../application/browser/authorised.ts'
import type { GetAccessToken } from '../../../application/browser/get-access-token.use-case.ts'
import type {
  EnrichmentGateway,
  EnrichmentJob,
} from '../../../application/browser/ports/enrichment.gateway.port.ts'
import { InMemoryContactsWorkspaceGateway } from '../../../application/testing/in-memory-contacts-workspace.gateway.ts'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { ContactsWorkspaceTokens } from '../../../composition/browser/contacts-workspace.area.ts'
import { EnrichmentTokens } from '../../../composition/browser/enrichment.area.ts'
import { SessionTokens } from '../../../composition/browser/session.area.ts'
import type { JobState } from '../../../domain/enrichment/job-progress.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { AppShell } from '../../app-shell.tsx'
import { layeredResolver, renderApp } from '../../testing/render-app.tsx'
import { signInResolver } from '../auth/testing/auth-test-app.tsx'
import { click, dialog, field, findButton, type } from '../invitations/testing/page-actions.ts'
import { EnrichmentJobPage } from './enrichment-job-page.tsx'

// "Add all found to a list…" on a job's page: the Contacts page's list picker, the job's own call.

const FOUND = ['p-1', 'p-2', 'p-3']

const jobIn = (state: JobState, found = FOUND.length): EnrichmentJob => ({
  id: 'job-1',
  fileName: 'fair.csv',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-31T00:00:00.000Z',
  state,
  columns: ['link'],
  mapping: { profileLink: 0 },
  totalRows: 4,
  doneRows: state === 'running' ? 2 : 4,
  found,
  notFound: 1,
  invalid: 0,
  charged: 3,
  etaSeconds: null,
  finishedAt: null,
})

const person = (profileId: string) => ({
  profileId,
  url: `https://www.linkedin.com/in/${profileId}`,
  name: profileId,
  title: null,
  company: null,
  companyDomain: null,
  email: null,
  verdict: null,
  checkedAt: null,
  phone: null,
  whatsappValid: false,
  revealedAt: '2026-01-02T00:00:00.000Z',
})

const hasField = (label: string) => {
  try {
    return field(label) !== undefined
  } catch {
    return false
  }
}

const notHere = async (): Promise<never> => {
  throw new Error('not called on this page')
}

const render = async (job: EnrichmentJob, language: Language = 'en') => {
  const contacts = new InMemoryContactsWorkspaceGateway(undefined, () => 'ada').hold('ada', FOUND.map(person))
  const calls: unknown[] = []
  // The job's call, as the service answers it: everyone found joins the chosen list.
  const enrichment: EnrichmentGateway = {
    list: notHere,
    upload: notHere,
    quote: notHere,
    start: notHere,
    cancel: notHere,
    resume: notHere,
    result: notHere,
    get: async () => job,
    addFoundToList: async (token, jobId, target) => {
      calls.push({ jobId, target })
      if (!('listId' in target)) throw new Error('the page names a list')
      const done = await contacts.addToList(token, target.listId, FOUND)
      return 'added' in done ? { listId: target.listId, added: done.added, found: FOUND.length } : done
    },
  }
  const identity = new InMemoryIdentity()
  identity.signInDirectly({ sub: 'ada', username: 'ada', email: null, admin: false })
  const { resolver: signIn } = signInResolver(identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const resolver = layeredResolver(
    [
      [ContactsWorkspaceTokens.ContactsWorkspaceApi, authorised(token, contacts)],
      [EnrichmentTokens.EnrichmentApi, authorised(token, enrichment)],
    ],
    signIn,
  )
  const app = await renderApp({
    resolver,
    path: '/admin/enrichment/job-1',
    settleMs: 10,
    language,
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: [
      { path: '/admin/enrichment', component: () => <p>jobs</p> },
      { path: '/admin/enrichment/job-1', component: () => <EnrichmentJobPage jobId="job-1" /> },
    ],
  })
  return { app, calls, contacts }
}

describe('add all found to a list', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  it('puts everyone a finished job found in a new list, then in that list again', async () => {
    const { app, calls, contacts } = await render(jobIn('finished'))
    unmount = app.unmount
    await app.until(() => findButton('Add all found to a list…') !== undefined)
    await click('Add all found to a list…')
    await app.until(() => dialog()?.textContent?.includes('Add everyone found to a list') === true)
    expect(dialog()?.textContent).toContain('Only people you revealed are added.')
    await app.until(() => hasField('List name'))
    await type('List name', 'From the fair')
    await click('Add', dialog() ?? document)
    await app.until(() => dialog() === null)
    expect(calls).toEqual([{ jobId: 'job-1', target: { listId: 'list-1' } }])
    expect(await contacts.lists('ada')).toEqual([expect.objectContaining({ name: 'From the fair', size: 3 })])

    // Again: the list made a moment ago is offered (and chosen) first.
    await click('Add all found to a list…')
    await app.until(() => dialog()?.textContent?.includes('From the fair') === true)
    await click('Add', dialog() ?? document)
    await app.until(() => dialog() === null)
    expect(calls).toHaveLength(2)
    expect(calls[1]).toEqual({ jobId: 'job-1', target: { listId: 'list-1' } })
  })

  it('is offered once the job stopped with someone found, not while it runs or found nobody', async () => {
    for (const [job, offered] of [
      [jobIn('paused'), true],
      [jobIn('cancelled'), true],
      [jobIn('running'), false],
      [jobIn('finished', 0), false],
    ] as const) {
      const { app } = await render(job)
      await app.until(() => findButton('Download CSV') !== undefined)
      expect(findButton('Add all found to a list…') !== undefined).toBe(offered)
      app.unmount()
    }
  })

  it('in Chinese', async () => {
    const { app } = await render(jobIn('finished'), 'zh')
    unmount = app.unmount
    await app.until(() => findButton('将所有找到的人加入列表…') !== undefined)
    await click('将所有找到的人加入列表…')
    await app.until(() => dialog()?.textContent?.includes('将所有找到的人加入列表') === true)
  })
})
