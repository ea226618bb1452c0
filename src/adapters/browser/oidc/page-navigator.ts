import type { INavigator, IWindow, NavigateParams, NavigateResponse } from 'oidc-client-ts'

/**
 * Leaves the page for the provider. oidc-client-ts's own redirect navigator waits for a `pageshow` that
 * comes only if the user returns through history; this one resolves once the page is on its way, so
 * sign-in and sign-out can say so, and tests can see where the page was sent.
 */
export class PageNavigator implements INavigator {
  constructor(private readonly leave: (url: string) => void) {}

  async prepare(): Promise<IWindow> {
    return {
      navigate: async ({ url }: NavigateParams): Promise<NavigateResponse> => {
        this.leave(url)
        return { url }
      },
      close: () => {},
    }
  }

  async callback(): Promise<void> {}
}
