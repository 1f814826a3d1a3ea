/**
 * The LIKE / ILIKE pattern "contains this text": the user's % and _ (and the escape character \)
 * match themselves, not any text. PostgreSQL's default LIKE escape is \, so no ESCAPE clause is
 * needed. The one place this is written: every list filter that searches by part of a name uses it.
 */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether a search text has no letter with a case: Chinese characters, decimal digits,
 * punctuation and spaces only. Such a text matches the same rows with LIKE as with ILIKE
 * (lower-casing a name never makes nor unmakes one of these characters), and LIKE spares
 * PostgreSQL lower-casing every candidate row's text: a scan of 300,000 company names took
 * 540 ms with ILIKE and 130–230 ms with LIKE (docs/performance.md, twelfth session).
 */
export function caseless(text: string): boolean {
  return /^[\p{Script=Han}\p{Nd}\p{P}\s]*$/u.test(text);
}
