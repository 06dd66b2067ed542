/**
 * The shape a French catalogue module must have to match its English one (decision 102): every
 * export and every key the English has, each text a string, and nothing more, so a missing or a
 * stray French message fails the typecheck. `tests/unit/catalogue.test.ts` checks the rest: that
 * each pair has the same placeholders and plurals, and that no French text is left in English.
 */
export type Translation<English> = English extends string
  ? string
  : English extends readonly (infer Item)[]
    ? readonly Translation<Item>[]
    : English extends object
      ? { readonly [Key in keyof English]: Translation<English[Key]> }
      : English;
