/** A LIKE pattern matching the text anywhere, wildcards in the text taken literally. */
export function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
