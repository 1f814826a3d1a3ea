/**
 * Company-name comparison of the registry check (02 §5: "ignoring a set of characters").
 *
 * Names are first normalised with Unicode NFKC, which folds full-width forms to half-width:
 * （）→ (), ［］→ [], ．→ ., full-width letters and digits → ASCII, the ideographic space →
 * a space. Then these characters are ignored, because registries and partners write them
 * inconsistently while they never tell two companies apart:
 *
 * - whitespace of any kind;
 * - round and square brackets ( ) [ ] and the lenticular brackets 【 】 (their content is kept,
 *   so 某某(北京)有限公司 equals 某某北京有限公司);
 * - dots used in transliterated names and abbreviations: · (U+00B7), ・ (U+30FB), • (U+2022)
 *   and the full stop . (U+002E).
 *
 * Letter case and every other character still count.
 */

// Applied after NFKC, so the full-width variants are already folded to these.
const IGNORED = /[\s()[\]【】·・•.]/gu;

/** The comparison form of a company name: NFKC, then the ignored characters removed. */
export function normalizeCompanyName(name: string | null | undefined): string {
  return (name ?? '').normalize('NFKC').replace(IGNORED, '');
}

/** True when two company names are equal once the ignored characters are set aside. */
export function companyNamesMatch(a: string | null | undefined, b: string | null | undefined): boolean {
  return normalizeCompanyName(a) === normalizeCompanyName(b);
}
