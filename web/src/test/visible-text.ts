/**
 * The characters a reader sees: without the bidi marks and isolates that Intl and the shared
 * formatting add (LRM, RLM, ALM, LRI, PDI), and with plain spaces for no-break ones.
 */
export function visible(text: string | null): string {
  return (text ?? '').replace(/[\u200e\u200f\u061c\u2066\u2067\u2068\u2069]/g, '').replace(/\u00a0/g, ' ');
}
