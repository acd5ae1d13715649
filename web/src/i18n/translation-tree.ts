/** The shape every translation file shares: nested objects of strings. */
export type TranslationTree = { [key: string]: string | TranslationTree };
