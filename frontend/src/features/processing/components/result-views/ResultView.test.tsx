import { render, screen, within } from '@testing-library/react';
import type { DetectedLogicType } from '@untangle/contracts';
import { describe, expect, it } from 'vitest';
import { anOrderedResult, anOutcome } from '../../../../test/factories';
import { Steered } from '../../../../test/steering';

const items = (name: string) => within(screen.getByRole('region', { name })).getAllByRole('listitem');

function renderResult(sentences: string[], order: number[], detectedLogicType: DetectedLogicType) {
  render(<Steered outcome={anOutcome(anOrderedResult(sentences, order, { detectedLogicType }))} />);
}

describe('ResultView', () => {
  it('shows a chronological result as a numbered Timeline View, one item per sentence', () => {
    renderResult(['I arrived soaked.', 'I woke up late.', 'I missed the bus.'], [1, 2, 0], 'chronological');
    expect(items('Timeline View').map((step) => step.textContent)).toEqual([
      '1I woke up late.',
      '2I missed the bus.',
      '3I arrived soaked.',
    ]);
  });

  it('shows a cause-effect result as a chain of alternating CAUSE and EFFECT with arrows between', () => {
    renderResult(
      ['I was late.', 'It rained.', 'The road flooded.', 'Traffic stopped.'],
      [1, 2, 3, 0],
      'cause-effect',
    );
    expect(items('Cause & Effect Chain').map((link) => link.textContent)).toEqual([
      'CAUSEIt rained.',
      'EFFECTThe road flooded.',
      'CAUSETraffic stopped.',
      'EFFECTI was late.',
    ]);
    expect(screen.getAllByTestId('chain-arrow')).toHaveLength(3);
  });

  it('labels an Argument Structure in order and keeps CONCLUSION past the fourth sentence', () => {
    renderResult(
      ['Trees help.', 'Data shows shade.', 'Some say cost.', 'So plant them.', 'Also water.', 'Finally act.'],
      [0, 1, 2, 3, 4, 5],
      'argument-flow',
    );
    expect(
      items('Argument Structure').map((item) => item.textContent?.match(/^[A-Z]+(?=[A-Z][a-z])/)?.[0]),
    ).toEqual(['CLAIM', 'EVIDENCE', 'COUNTER', 'CONCLUSION', 'CONCLUSION', 'CONCLUSION']);
  });

  it('shows Process Steps as Step 1, Step 2…, each sentence without its own step marker', () => {
    renderResult(['Step 2: Add water.', '1. Grind the beans'], [1, 0], 'process');
    expect(items('Process Steps').map((item) => item.textContent)).toEqual([
      'Step 1Grind the beans.',
      'Step 2Add water.',
    ]);
  });

  it("splits an answer without sentences and order on '. ' or its step markers, in its own order", () => {
    const { unmount } = render(
      <Steered
        outcome={anOutcome({
          outputText: 'Step 1: Grind the beans. Step 2: Add water.',
          detectedLogicType: 'process',
          sentences: undefined as never,
          order: undefined as never,
        })}
      />,
    );
    expect(items('Process Steps').map((item) => item.textContent)).toEqual([
      'Step 1Grind the beans.',
      'Step 2Add water.',
    ]);
    // Its pieces are not the input's sentences: nothing to pin.
    expect(screen.queryByRole('button', { name: /^Pin / })).not.toBeInTheDocument();
    unmount();
    render(
      <Steered
        outcome={anOutcome({
          outputText: 'It rained. I was late.',
          sentences: [] as string[],
          order: [] as number[],
        })}
      />,
    );
    expect(items('Timeline View')).toHaveLength(2);
  });

  it('shows any other type as a plain paragraph', () => {
    render(
      <Steered
        outcome={anOutcome({
          ...anOrderedResult(['Just one paragraph.', 'With two sentences.'], [0, 1]),
          detectedLogicType: 'auto-detect' as DetectedLogicType,
        })}
      />,
    );
    expect(screen.getByText('Just one paragraph. With two sentences.').tagName).toBe('P');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
