/**
 * The id of the `<script type="application/json">` in which a page the server drew brings the answers
 * it was drawn with (page-answers.ts). Kept apart so the first script reads it without their decoders.
 */
export const PAGE_ANSWERS_ELEMENT_ID = 'page-answers'
