import type { LanguageLoader } from '@coffee/field-toolkit/runtime';

/** The shell's strings of one language, under `shell.*`, each language a chunk of its own (behaviour §11-1.1). */
export const loadShellStrings: LanguageLoader = async (locale) => ({
  shell:
    locale === 'kr'
      ? (await import(/* webpackChunkName: "shell-strings-kr" */ './shellStrings.kr')).shellKr
      : (await import(/* webpackChunkName: "shell-strings-en" */ './shellStrings.en')).shellEn,
});
