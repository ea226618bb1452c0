import axios, { type AxiosInstance } from 'axios'

/** SPEC §7: product calls share one JSON client with a 60-second timeout. */
export const API_TIMEOUT_MS = 60_000

/**
 * The shared JSON client for the product's API, on this origin. It never throws for an HTTP status:
 * gateways read the status and turn it into the failure their port names.
 */
export const createApiClient = (baseURL = ''): AxiosInstance =>
  axios.create({
    baseURL,
    timeout: API_TIMEOUT_MS,
    headers: { accept: 'application/json' },
    validateStatus: () => true,
  })

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` })
