// Which message parts an i18next instance holds, per language, and fetching the ones it lacks.
import type { i18n } from 'i18next'
import type { Language } from '../../domain/preferences/language.ts'
import type { MessagePart } from './message-part.ts'

type PartsState = {
  /** The parts asked for so far, by name: a language switch brings each along. */
  readonly asked: Map<string, MessagePart>
  /** Loads (`<part>.<language>`): one promise for every caller, kept once fulfilled. */
  readonly loading: Map<string, Promise<void>>
  readonly loaded: Set<string>
}
// Kept by the instance's store: react-i18next hands components a proxy of the instance (a new one per
// language), while the store the messages go into is one object.
const states = new WeakMap<object, PartsState>()
const stateOf = (instance: i18n): PartsState => {
  let state = states.get(instance.store)
  if (state === undefined) {
    state = { asked: new Map(), loading: new Map(), loaded: new Set() }
    states.set(instance.store, state)
  }
  return state
}
const idOf = (part: MessagePart, language: Language) => `${part.name}.${language}`

/** Records messages the instance was created with, so they are neither fetched again nor forgotten. */
export const markMessagePart = (instance: i18n, part: MessagePart, language: Language): void => {
  const state = stateOf(instance)
  state.asked.set(part.name, part)
  state.loaded.add(idOf(part, language))
}

// React's `use` reads a promise marked fulfilled at once; a page that renders again after its part
// arrived must not wait (or suspend) once more, so the settled promise is kept and marked.
type Tracked = Promise<void> & { status?: 'fulfilled'; value?: undefined }

/**
 * Adds a part's messages in `language` to the instance, fetching them once: the same promise for every
 * caller, fulfilled from then on (a failed fetch is forgotten, so the next call tries again).
 */
export const addMessagePart = (instance: i18n, part: MessagePart, language: Language): Promise<void> => {
  const state = stateOf(instance)
  state.asked.set(part.name, part)
  const id = idOf(part, language)
  let loading = state.loading.get(id) as Tracked | undefined
  if (loading === undefined) {
    const tracked: Tracked = state.loaded.has(id)
      ? Promise.resolve()
      : part.load[language]().then(
          (messages) => {
            instance.addResourceBundle(language, 'translation', messages, true, false)
            state.loaded.add(id)
          },
          (error: unknown) => {
            state.loading.delete(id)
            throw error
          },
        )
    void tracked.then(
      () => Object.assign(tracked, { status: 'fulfilled', value: undefined }),
      () => {},
    )
    if (state.loaded.has(id)) Object.assign(tracked, { status: 'fulfilled', value: undefined })
    state.loading.set(id, tracked)
    loading = tracked
  }
  return loading
}

/** The parts this instance has been asked for so far. */
export const messagePartsOf = (instance: i18n): readonly MessagePart[] => [
  ...stateOf(instance).asked.values(),
]
