/** The server's choices carry both names; the page shows the one of its language. */
import type { Choice } from '../types';

export function choiceName(choice: Pick<Choice, 'name_ar' | 'name_en'>, language: string): string {
  return language === 'ar' ? choice.name_ar : choice.name_en;
}

/** The name of `code` in `list`; the code itself when the list does not have it. */
export function nameOfCode(list: readonly Choice[], code: string, language: string): string {
  const choice = list.find((item) => item.code === code);
  return choice ? choiceName(choice, language) : code;
}
