/** The dashboard's company use cases (bound in company.bindings.ts). */
export const CompanyTokens = {} as const
