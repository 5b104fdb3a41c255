import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { VALIDATION_MESSAGES } from '@untangle/text-validation';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { textOfLength } from '../../../test/text';
import { useTextValidation } from '../hooks/useTextValidation';
import { COUNTER_TOOLTIPS } from './CharacterCounter';
import { ValidatedTextInput } from './ValidatedTextInput';

function Harness({ max = 500 }: { max?: number }) {
  const [text, setText] = useState('');
  const validation = useTextValidation(text, max);
  return <ValidatedTextInput value={text} onChange={setText} maxLength={max} validation={validation} />;
}

const box = () => screen.getByRole('textbox', { name: 'Your text' });
const type = (value: string) => fireEvent.change(box(), { target: { value } });
const counter = () => screen.getByTestId('character-counter');
/** The tooltip loads on demand: wait until the counter has become its trigger. */
const focusCounterTooltip = async () => {
  await waitFor(() => expect(counter()).toHaveAttribute('data-state'));
  await act(async () => counter().focus());
};
const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe(ValidatedTextInput.name, () => {
  describe('validation debounce', () => {
    it('shows the validator message only 500 ms after the last change', () => {
      vi.useFakeTimers();
      render(<Harness />);
      type('short');
      elapse(400);
      type('shorter');
      elapse(499);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      elapse(1);
      expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.tooShort);
    });

    it('ticks valid input once the debounce has run', () => {
      vi.useFakeTimers();
      render(<Harness />);
      type('I woke up late because my alarm never went off.');
      expect(screen.queryByText('Valid input')).not.toBeInTheDocument();
      elapse(500);
      expect(screen.getByText('Valid input')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('treats blank text as invalid without a message', () => {
      vi.useFakeTimers();
      render(<Harness />);
      type('   ');
      elapse(500);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText('Valid input')).not.toBeInTheDocument();
    });

    it('shows the symbol message of the shared validator', () => {
      vi.useFakeTimers();
      render(<Harness />);
      type('#$%^&*()!@#$%^&*()!@#$%^&*');
      elapse(500);
      expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.symbols);
    });
  });

  describe('counter', () => {
    it('shows current/max right away, in the normal colour', () => {
      render(<Harness max={500} />);
      type('Hello there, world.');
      expect(counter()).toHaveTextContent('19/500');
      expect(counter()).toHaveAttribute('data-tone', 'normal');
    });

    it('turns yellow above 2000 characters', () => {
      render(<Harness max={4000} />);
      type(textOfLength(2000));
      expect(counter()).toHaveAttribute('data-tone', 'normal');
      type(textOfLength(2001));
      expect(counter()).toHaveAttribute('data-tone', 'yellow');
    });

    it('turns red and says by how much when over the limit', () => {
      render(<Harness max={500} />);
      type(textOfLength(500));
      expect(counter()).toHaveAttribute('data-tone', 'normal');
      expect(screen.queryByText(/Over limit by/)).not.toBeInTheDocument();
      type(textOfLength(503));
      expect(counter()).toHaveAttribute('data-tone', 'red');
      expect(screen.getByText('Over limit by 3')).toBeInTheDocument();
    });

    it('warns when fewer than 200 characters remain', () => {
      render(<Harness max={500} />);
      type(textOfLength(300));
      expect(screen.queryByTestId('near-limit-warning')).not.toBeInTheDocument();
      type(textOfLength(301));
      expect(screen.getByTestId('near-limit-warning')).toHaveTextContent(
        'Approaching character limit (199 characters remaining)',
      );
    });

    it('caps the box at the plan maximum plus 200', () => {
      render(<Harness max={500} />);
      expect(box()).toHaveAttribute('maxlength', '700');
    });

    it('explains an over-limit counter in a tooltip on focus', async () => {
      render(<Harness max={500} />);
      type(textOfLength(510));
      await focusCounterTooltip();
      expect(await screen.findByRole('tooltip')).toHaveTextContent(COUNTER_TOOLTIPS.over);
    });

    it('explains the 2,000 character guidance in a tooltip', async () => {
      render(<Harness max={4000} />);
      type(textOfLength(2500));
      await focusCounterTooltip();
      expect(await screen.findByRole('tooltip')).toHaveTextContent(COUNTER_TOOLTIPS.long);
    });

    it('says the limit is near in a tooltip', async () => {
      render(<Harness max={500} />);
      type(textOfLength(450));
      await focusCounterTooltip();
      expect(await screen.findByRole('tooltip')).toHaveTextContent(COUNTER_TOOLTIPS.near);
    });
  });
});
