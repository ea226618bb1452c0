/** A success body already serialised as JSON: sent as it is, never serialised again. */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * Serialises each answer once, keyed by the answer object itself: an answer handed out again from a
 * cache (the same object) reuses its text, and the text goes when the cache lets the object go.
 * Serialising was a tenth of an autocomplete request's time (docs/performance.md).
 */
export const jsonOncePer = <T extends object>(view: (value: T) => unknown): ((value: T) => JsonText) => {
  const texts = new WeakMap<T, JsonText>()
  return (value) => {
    const known = texts.get(value)
    if (known !== undefined) return known
    const text = new JsonText(JSON.stringify(view(value)))
    texts.set(value, text)
    return text
  }
}
