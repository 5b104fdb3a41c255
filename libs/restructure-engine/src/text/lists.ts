/**
 * Does the sentence open with a short comma list that ends in 'and' ('Cleaner air, quieter
 * streets and safer schools …')? The list: a first item of at most 60 characters, then any number
 * of ', item' of 1 to 40 characters each (leading spaces not counted), with no full stop anywhere,
 * directly followed by whitespace, 'and' and whitespace.
 *
 * One left-to-right pass: the list shape only gets worse as it grows, so the scan stops at the
 * first item that breaks it. A backtracking pattern for the same shape is exponential in the
 * number of commas.
 */
export function opensWithListBeforeAnd(text: string): boolean {
  const andAfterSpaces = spacesThenAnd(text);
  let firstItem = true;
  let itemLength = 0;
  let leadingSpaces = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '.') return false;
    if (isSpace(char) && andAfterSpaces[i] && itemFits(firstItem, itemLength, leadingSpaces)) return true;
    if (char === ',') {
      if (!itemFits(firstItem, itemLength, leadingSpaces)) return false;
      firstItem = false;
      itemLength = 0;
      leadingSpaces = 0;
      continue;
    }
    if (itemLength === leadingSpaces && isSpace(char) && !firstItem) leadingSpaces++;
    itemLength++;
    if (!itemFits(firstItem, itemLength, leadingSpaces)) return false;
  }
  return false;
}

function itemFits(firstItem: boolean, length: number, leadingSpaces: number): boolean {
  return firstItem ? length <= 60 : length >= 1 && length - leadingSpaces <= 40;
}

/** For each index: does a run of whitespace start there and end at 'and' plus whitespace? */
function spacesThenAnd(text: string): boolean[] {
  const result = new Array<boolean>(text.length).fill(false);
  let andFollows = false;
  for (let i = text.length - 1; i >= 0; i--) {
    if (!isSpace(text[i]!)) {
      andFollows = false;
      continue;
    }
    if (!andFollows) andFollows = text.startsWith('and', i + 1) && isSpace(text[i + 4] ?? '');
    result[i] = andFollows;
  }
  return result;
}

function isSpace(char: string): boolean {
  return /\s/.test(char);
}
