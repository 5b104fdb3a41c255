import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultView } from './ResultView';

const items = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('listitem')
    .filter((item) => !item.hasAttribute('aria-hidden'));

describe(ResultView.name, () => {
  it('shows chronological text as a numbered Timeline View', () => {
    render(<ResultView type="chronological" text="I woke up late. I missed the bus. I arrived soaked." />);
    const steps = items('Timeline View');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1I woke up late.',
      '2I missed the bus.',
      '3I arrived soaked.',
    ]);
  });

  it('shows cause-effect text as a chain of alternating CAUSE and EFFECT with arrows between', () => {
    render(
      <ResultView type="cause-effect" text="It rained. The road flooded. Traffic stopped. I was late." />,
    );
    const links = items('Cause & Effect Chain');
    expect(links.map((link) => link.textContent)).toEqual([
      'CAUSEIt rained.',
      'EFFECTThe road flooded.',
      'CAUSETraffic stopped.',
      'EFFECTI was late.',
    ]);
    expect(screen.getAllByTestId('chain-arrow')).toHaveLength(3);
  });

  it('labels an Argument Structure in order and keeps CONCLUSION past the fourth sentence', () => {
    render(
      <ResultView
        type="argument-flow"
        text="A is true. Data shows A. Some say B. So A. Also C. Finally D."
      />,
    );
    expect(items('Argument Structure').map((item) => item.firstChild?.textContent)).toEqual([
      'CLAIM',
      'EVIDENCE',
      'COUNTER',
      'CONCLUSION',
      'CONCLUSION',
      'CONCLUSION',
    ]);
  });

  it('shows Process Steps from Step N: markers as Step 1, Step 2…', () => {
    render(<ResultView type="process" text="Step 1: Grind the beans. Step 2: Add water." />);
    expect(items('Process Steps').map((item) => item.textContent)).toEqual([
      'Step 1Grind the beans.',
      'Step 2Add water.',
    ]);
  });

  it('shows Process Steps from N. markers', () => {
    render(<ResultView type="process" text="1. Grind the beans 2. Add water 3. Wait" />);
    expect(items('Process Steps')).toHaveLength(3);
  });

  it('shows any other type as a plain paragraph', () => {
    render(<ResultView type="auto-detect" text="Just one paragraph. With two sentences." />);
    expect(screen.getByText('Just one paragraph. With two sentences.').tagName).toBe('P');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
