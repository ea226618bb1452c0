/** The browser tab the user is looking at (the extension's popup opens over it). */
export interface CurrentTab {
  /** Its address, or null when the browser does not let the extension see it (a page not allowed). */
  address(): Promise<string | null>
}
