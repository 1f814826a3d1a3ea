/**
 * The LIKE / ILIKE pattern "contains this text": the user's % and _ (and the escape character \)
 * match themselves, not any text. PostgreSQL's default LIKE escape is \, so no ESCAPE clause is
 * needed. The one place this is written: every list filter that searches by part of a name uses it.
 */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
