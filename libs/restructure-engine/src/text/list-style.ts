/**
 * How a list is written, read from its items' markers, so the output writes it the same way:
 * numbered (digits, letters or roman numerals), bulleted, or each item with its own marker.
 */
import { numberingOf, type ListMarker, type Numbering } from './markers.js';

export type ListStyle =
  /** Numbered by digits, letters or roman numerals: renumbered in the same numbering in the new order. */
  | { kind: 'numbered'; numbering: Numbering }
  | { kind: 'bullet'; bullet: string }
  /** Some lines carry a marker and some do not, or markers differ: each line keeps its own. */
  | { kind: 'own' };

/** The style of a list whose items open with `markers` (undefined: an item without one). */
export function listStyleOf(markers: readonly (ListMarker | undefined)[]): ListStyle | undefined {
  if (markers.length === 0) return undefined;
  const numbering = listNumbering(markers);
  if (numbering) return { kind: 'numbered', numbering };
  const first = markers[0]?.text.trim();
  if (markers.every((m) => m !== undefined && m.value === undefined && m.text.trim() === first))
    return { kind: 'bullet', bullet: first! };
  if (markers.some((m) => m !== undefined)) return { kind: 'own' };
  return undefined;
}

/**
 * The numbering every line's marker shares, from the first marker: digits ('1.' … '12.'), roman
 * numerals ('i)', 'ii)', 'iii)') or single letters ('a.', 'b.', … 'i.': a letter list may reach 'i').
 * Undefined when a line has no numbered marker or the lines are numbered in different ways.
 */
function listNumbering(markers: readonly (ListMarker | undefined)[]): Numbering | undefined {
  if (markers.every((m) => m?.value !== undefined)) return numberingOf(markers[0]!.text);
  const numberings = markers.map((m) => (m ? numberingOf(m.text) : undefined));
  const first = numberings[0];
  if (
    !first ||
    !numberings.every(
      (n) =>
        n !== undefined &&
        n.system !== 'digits' &&
        n.open === first.open &&
        n.close === first.close &&
        n.upper === first.upper,
    )
  )
    return undefined;
  if (numberings.every((n) => n!.system === 'roman')) return { ...first, system: 'roman' };
  const singleLetters = markers.every((m) => /^\(?[A-Za-z][.)]$/.test(m!.text.trim()));
  return singleLetters ? { ...first, system: 'letters' } : undefined;
}
