/** SPEC §4/§5/§9: suggestions open at 2 or more characters, debounced 1 second; fewer clears them. */
export const AUTOCOMPLETE_MIN_CHARS = 2
export const AUTOCOMPLETE_DEBOUNCE_MS = 1000

// Counted in code points after trimming, so "阿里" (2 characters) searches and "  a " does not.
export const shouldAutocomplete = (input: string): boolean =>
  [...input.trim()].length >= AUTOCOMPLETE_MIN_CHARS
