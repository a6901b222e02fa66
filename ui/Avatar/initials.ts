const firstLetter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');

/** Two initials: the first name's and the first surname's (or the second name's when there is no surname). */
export function initialsOf(names: string, surnames = ''): string {
  const nameWords = names.trim().split(/\s+/).filter(Boolean);
  const surnameWords = surnames.trim().split(/\s+/).filter(Boolean);
  const second = surnameWords[0] ?? nameWords[1];
  return (firstLetter(nameWords[0]) + firstLetter(second)).toLocaleUpperCase('es-PE');
}
