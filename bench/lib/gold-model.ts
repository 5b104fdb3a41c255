// A stand-in model for the prompt benchmark. It knows each sentence's place in the gold order of the
// dev set, so it always finds the right order; what differs between the prompts is what it has to
// write, and the slips it makes while writing:
// - old prompt (retype the text): for each sentence it retypes, with probability `retypeSlipRate`,
//   it either drops a leading connective ("However, ", "As a result, ") or changes one word (drops
//   a small word such as "the", or changes the case of a word inside the sentence) — the kinds of
//   "fixes" real models make;
// - new prompt (answer an order): for each number it writes, with probability `orderSlipRate`, it
//   writes the previous number again instead (one sentence missing, one repeated).
// Slips are drawn from a generator seeded by the text and the attempt, so runs repeat exactly.
import { segment } from '@untangle/restructure-engine';
import type { FakeOpenAiRequest, FakeReply } from '@untangle/text-processing/testing';

export interface GoldModelOptions {
  retypeSlipRate: number;
  orderSlipRate: number;
}

export interface GoldText {
  text: string;
  /** Each sentence of `text` (as the segmenter splits it) with its gold rank. */
  rank: Map<string, number>;
  type: string;
}

export function goldModel(texts: readonly GoldText[], options: GoldModelOptions) {
  const byText = new Map(texts.map((gold) => [gold.text, gold]));
  return (request: FakeOpenAiRequest): FakeReply => {
    const gold = byText.get(request.input.text);
    if (!gold) return { status: 400, message: 'unknown benchmark text' };
    const attempt = request.input.previousAnswerProblem ? 1 : 0;
    const oldPrompt = request.input.sentences.length === 0;
    const random = seeded(`${oldPrompt ? 'old' : 'new'}|${attempt}|${gold.text}`);
    const rankOf = (sentence: string) => gold.rank.get(sentence) ?? Number.MAX_SAFE_INTEGER;
    const explanation = (cues: string[]) =>
      `The order follows the cues ${cues.map((cue) => `"${cue}"`).join(' and ')}, which place the sentences in sequence, ` +
      'and each later sentence builds on the one before it.';
    if (oldPrompt) {
      const sentences = segment(gold.text)
        .map((piece) => piece.text)
        .sort((a, b) => rankOf(a) - rankOf(b));
      const typed = sentences.map((sentence) =>
        random() < options.retypeSlipRate ? slip(sentence, random) : sentence,
      );
      return {
        content: {
          outputText: typed.join(' '),
          detectedLogicType: gold.type,
          explanation: explanation(sentences.slice(0, 2).map(firstWords)),
        },
      };
    }
    const numbers = request.input.sentences
      .map((sentence, index) => ({ number: index + 1, rank: rankOf(sentence) }))
      .sort((a, b) => a.rank - b.rank)
      .map((entry) => entry.number);
    const written = numbers.map((number, k) =>
      k > 0 && random() < options.orderSlipRate ? numbers[k - 1]! : number,
    );
    const first = numbers.slice(0, 2).map((number) => firstWords(request.input.sentences[number - 1]!));
    return {
      content: {
        detectedLogicType: gold.type,
        cues: first,
        order: written,
        explanation: explanation(first),
      },
    };
  };
}

const CONNECTIVE =
  /^(?:however|then|therefore|as a result|because of this|after that|later|meanwhile|next|so),\s+/i;
const SMALL_WORD = /\s(?:the|a|that|then|of)\s/;

/** One slip while retyping a sentence: a dropped leading connective or one changed word. */
function slip(sentence: string, random: () => number): string {
  const connective = CONNECTIVE.exec(sentence);
  if (connective && random() < 0.5) {
    const rest = sentence.slice(connective[0].length);
    return rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  if (SMALL_WORD.test(sentence)) return sentence.replace(SMALL_WORD, ' ');
  // Otherwise the case of a word inside the sentence ('internet' → 'Internet').
  const words = sentence.split(' ');
  const start = 1 + Math.floor(random() * Math.max(1, words.length - 1));
  for (let k = 0; k < words.length - 1; k++) {
    const at = 1 + ((start - 1 + k) % (words.length - 1));
    const first = words[at]!.charAt(0);
    if (first.toUpperCase() === first.toLowerCase()) continue;
    const flipped = first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase();
    words[at] = flipped + words[at]!.slice(1);
    return words.join(' ');
  }
  return sentence;
}

function firstWords(sentence: string): string {
  return sentence.split(' ').slice(0, 3).join(' ');
}

/** A small deterministic generator (mulberry32) seeded by a string. */
function seeded(key: string): () => number {
  let state = 0;
  for (let k = 0; k < key.length; k++) state = (Math.imul(state, 31) + key.charCodeAt(k)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
