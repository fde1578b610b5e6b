/**
 * Case-insensitive word matching shared by the parsers and the JSON Schema they publish: the schema's `pattern` is
 * built from the same words the parser accepts, so the two cannot disagree. JSON Schema patterns have no `i` flag,
 * hence one bracket per letter.
 */
const SPECIAL = /[\\^$.*+?()[\]{}|/]/g;

function letterClass(character: string): string {
  if (/[A-Za-z]/.test(character)) return `[${character.toUpperCase()}${character.toLowerCase()}]`;
  return character.replace(SPECIAL, '\\$&');
}

/** A pattern matching any of `words`, ignoring case and surrounding white space. */
export function wordsPattern(words: readonly string[]): string {
  const alternatives = words.map((word) => [...word].map(letterClass).join(''));
  return `^\\s*(?:${alternatives.join('|')})\\s*$`;
}

const ASCII = /^[\x20-\x7e]*$/;

/**
 * Finds the canonical spelling of a raw word, ignoring case and surrounding white space. Only ASCII letters fold, as
 * in the pattern's brackets: 'K' (Kelvin sign) lower-cases to 'k' but must not match.
 */
export function wordLookup<W extends string>(words: readonly W[]): (raw: string) => W | undefined {
  const byLowerCase = new Map(words.map((word) => [word.toLowerCase(), word]));
  return (raw) => {
    const word = raw.trim();
    return ASCII.test(word) ? byLowerCase.get(word.toLowerCase()) : undefined;
  };
}

/** `'a', 'b' or 'c'` */
export function quotedList(words: readonly string[]): string {
  const quoted = words.map((word) => `'${word}'`);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1) ?? ''}`;
}
