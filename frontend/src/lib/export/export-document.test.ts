import { describe, expect, it } from 'vitest';
import {
  buildSessionDocument,
  landingSessionFileName,
  renderPlainText,
  resultFileName,
  sessionFileName,
} from './export-document';

const session = {
  inputText: 'B then A.',
  outputText: 'A then B.',
  explanation: 'A came first.',
  logicType: 'chronological' as const,
  createdAt: new Date(2025, 9, 2, 14, 5),
};

describe('export file names', () => {
  it('names a result file from the product, the detected type and a yyyy-MM-dd-HHmm stamp', () => {
    expect(resultFileName('argument-flow', new Date(2025, 9, 2, 9, 7))).toBe(
      'untangle-argument-flow-2025-10-02-0907.txt',
    );
  });

  it("names a history file from the product, 'session' and the id", () => {
    expect(sessionFileName('abc-123')).toBe('untangle-session-abc-123.txt');
  });

  it('names a landing history file from the session date', () => {
    expect(landingSessionFileName(new Date(2025, 0, 5, 23, 59))).toBe('untangle-2025-01-05-2359.txt');
  });
});

describe(renderPlainText.name, () => {
  it('writes a session with its input, output and explanation', () => {
    const text = renderPlainText(buildSessionDocument(session));
    expect(text).toContain('INPUT\n-----\nB then A.');
    expect(text).toContain('OUTPUT\n------\nA then B.');
    expect(text).toContain('EXPLANATION\n-----------\nA came first.');
  });
});
