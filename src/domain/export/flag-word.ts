/**
 * How every file the product writes says yes or no (the contacts export, the bulk enrichment result):
 * `true` / `false`, the words CRM imports read as a checkbox (HubSpot, Salesforce's import wizard and
 * Data Loader, Pipedrive, Zoho) and that Excel and Google Sheets read as booleans, in any language.
 */
export const flagWord = (flag: boolean): 'true' | 'false' => (flag ? 'true' : 'false')

/** A flag about phones, written only where phones are: blank says "no phone to ask about". */
export const phoneFlagWord = (phones: number, flag: boolean): '' | 'true' | 'false' =>
  phones > 0 ? flagWord(flag) : ''
