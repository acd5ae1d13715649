/** Nationalities come from the server as ISO 3166-1 alpha-2 codes; the browser names them. */

/** Saudis and residents verify through Nafath instead (the server refuses SA here). */
const EXCLUDED = new Set(['SA']);

function regionNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    return null;
  }
}

/** A country's name in `language`; the code itself when the browser does not know it. */
export function nationalityName(code: string, language: string, names = regionNames(language)): string {
  try {
    return names?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export interface NationalityOption {
  code: string;
  name: string;
}

/** The choices of the nationality select: named in the page's language, sorted by that name, without SA. */
export function nationalityOptions(codes: readonly string[], language: string): NationalityOption[] {
  const names = regionNames(language);
  const collator = new Intl.Collator(language);
  return [...new Set(codes.map((code) => code.toUpperCase()))]
    .filter((code) => !EXCLUDED.has(code))
    .map((code) => ({ code, name: nationalityName(code, language, names) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
