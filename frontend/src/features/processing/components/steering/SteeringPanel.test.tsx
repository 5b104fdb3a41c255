import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatOrder, formattable } from '@untangle/restructure-engine/format-order';
import { aMorningOutcome, anOutcome, MORNING } from '../../../../test/factories';
import { Steered } from '../../../../test/steering';
import type { Steering } from '../../hooks/useSteering';

/** The sentences on screen, in order (their first words). */
const shown = () =>
  screen.getAllByTestId('result-sentence').map((item) => Number(item.getAttribute('data-sentence')));
const item = (sentence: number) =>
  screen
    .getAllByTestId('result-sentence')
    .find((li) => li.getAttribute('data-sentence') === String(sentence))!;
const announced = () => screen.getByTestId('steering-announcer').textContent;
const button = (name: string | RegExp) => screen.getByRole('button', { name });

// Untangle's order of MORNING: boarding, mechanic, waiting, swap, departure.
const BASE = [2, 1, 4, 3, 0];

function setUp(onRerun?: (pins: unknown) => void) {
  const user = userEvent.setup();
  let latest!: Steering;
  render(
    <Steered
      outcome={aMorningOutcome(BASE)}
      {...(onRerun ? { onRerun } : {})}
      onSteering={(steering) => (latest = steering)}
    />,
  );
  return { user, steering: () => latest };
}

/** The panel for a process result of `inputText` in `order`, formatted as the engine formats it. */
function renderProcessResult(inputText: string, order: number[]) {
  const text = formattable(inputText);
  render(
    <Steered
      outcome={anOutcome({
        inputText,
        detectedLogicType: 'process',
        sentences: text.sentences,
        order,
        outputText: formatOrder(text, order, 'process'),
      })}
    />,
  );
}

describe('SteeringPanel', () => {
  it('moves the focused sentence with Alt+ArrowUp and Alt+ArrowDown, keeping focus on it and saying so', async () => {
    const { user } = setUp();
    item(1).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(shown()).toEqual([1, 2, 4, 3, 0]);
    expect(item(1)).toHaveFocus();
    expect(announced()).toBe("Moved 'At 8:15 a mechanic…' to position 1 of 5");
    await user.keyboard('{Alt>}{ArrowDown}{ArrowDown}{/Alt}');
    expect(shown()).toEqual([2, 4, 1, 3, 0]);
    expect(item(1)).toHaveFocus();
    expect(announced()).toBe("Moved 'At 8:15 a mechanic…' to position 3 of 5");
  });

  it('says a sentence is already first instead of moving it off the list', async () => {
    const { user } = setUp();
    item(2).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(shown()).toEqual(BASE);
    expect(announced()).toBe("'Boarding started at 7:30.' is already first, at position 1 of 5");
  });

  it('goes to the previous and next sentence with ArrowUp and ArrowDown alone', async () => {
    const { user } = setUp();
    item(1).focus();
    await user.keyboard('{ArrowDown}');
    expect(item(4)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(item(2)).toHaveFocus();
    expect(shown()).toEqual(BASE);
  });

  it('undoes and redoes with Ctrl+Z and Ctrl+Shift+Z, the focused sentence keeping the focus', async () => {
    const { user } = setUp();
    item(0).focus();
    await user.keyboard('{Alt>}{ArrowUp}{ArrowUp}{/Alt}');
    expect(shown()).toEqual([2, 1, 0, 4, 3]);
    await user.keyboard('{Control>}z{/Control}');
    expect(shown()).toEqual([2, 1, 4, 0, 3]);
    expect(item(0)).toHaveFocus();
    expect(announced()).toBe("Undone: 'The plane left at…' is back at position 4 of 5");
    await user.keyboard('{Control>}{Shift>}Z{/Shift}{/Control}');
    expect(shown()).toEqual([2, 1, 0, 4, 3]);
    expect(item(0)).toHaveFocus();
    expect(announced()).toBe("Moved 'The plane left at…' to position 3 of 5");
  });

  it('undoes and redoes with the buttons, which stay focusable when there is nothing left to do', async () => {
    const { user } = setUp();
    expect(button('Undo')).toHaveAttribute('aria-disabled', 'true');
    item(3).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await user.click(button('Undo'));
    expect(shown()).toEqual(BASE);
    expect(button('Undo')).toHaveFocus();
    expect(button('Undo')).toHaveAttribute('aria-disabled', 'true');
    await user.click(button('Undo'));
    expect(shown()).toEqual(BASE);
    await user.click(button('Redo'));
    expect(shown()).toEqual([2, 1, 3, 4, 0]);
  });

  it("brings Untangle's order back with Reset, as a step Undo can take back", async () => {
    const { user, steering } = setUp();
    expect(button("Reset to Untangle's order")).toHaveAttribute('aria-disabled', 'true');
    item(0).focus();
    await user.keyboard('{Alt>}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Alt}');
    expect(steering().note).toBe("You moved one sentence by hand: 'The plane left at…' (now 1 of 5).");
    await user.click(button("Reset to Untangle's order"));
    expect(shown()).toEqual(BASE);
    expect(steering().note).toBe('');
    expect(announced()).toBe("Back to Untangle's order");
    await user.click(button('Undo'));
    expect(shown()).toEqual([0, 2, 1, 4, 3]);
  });

  it('drags a sentence by its handle with the pointer and drops it between two others', () => {
    const { steering } = setUp();
    // Items 40 px high, 10 px apart, in their order on screen.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const index = shown().indexOf(Number(this.getAttribute('data-sentence')));
      return {
        top: index * 50,
        height: 40,
        bottom: index * 50 + 40,
        left: 0,
        right: 300,
        width: 300,
      } as DOMRect;
    });
    const handle = within(item(0)).getByTestId('drag-handle');
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientY: 220 });
    // Above the middle of the second item (top 50, middle 70): lands in place 1.
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 60 });
    expect(item(1).className).toContain('before:bg-indigo-600');
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 60 });
    expect(shown()).toEqual([2, 0, 1, 4, 3]);
    expect(item(0)).toHaveFocus();
    expect(steering().moved).toEqual([0]);
  });

  it('cancels a drag with Escape', () => {
    setUp();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 0,
      height: 10,
    } as DOMRect);
    const handle = within(item(0)).getByTestId('drag-handle');
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientY: 300 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 0 });
    act(() => void fireEvent.keyDown(window, { key: 'Escape' }));
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 0 });
    expect(shown()).toEqual(BASE);
  });

  it('compares with the original: every sentence once on each side, where it came from, moved ones marked', async () => {
    const { user } = setUp();
    const toggle = button('Compare with original');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const original = within(screen.getByRole('region', { name: 'Original' })).getAllByRole('listitem');
    expect(original.map((li) => li.querySelector('p')!.textContent)).toEqual(MORNING);
    expect(original.map((li) => li.textContent?.match(/now (\d)/)?.[1])).toEqual(['5', '2', '1', '4', '3']);
    const restructured = within(screen.getByRole('region', { name: 'Timeline View' })).getAllByRole(
      'listitem',
    );
    expect(restructured.map((li) => li.querySelector('p')!.textContent).sort()).toEqual([...MORNING].sort());
    expect(screen.getAllByTestId('sentence-origin').map((origin) => origin.textContent)).toEqual([
      'from 3',
      'from 2',
      'from 5',
      'from 4',
      'from 1',
    ]);
    // Only the mechanic sentence (2nd in both) and the crew (4th in both) kept their places.
    expect(restructured.map((li) => /Moved/.test(li.textContent ?? ''))).toEqual([
      true,
      false,
      true,
      false,
      true,
    ]);
  });

  it('highlights the twin on the other side of a hovered or focused sentence', async () => {
    const { user } = setUp();
    await user.click(button('Compare with original'));
    const original = within(screen.getByRole('region', { name: 'Original' })).getAllByRole('listitem');
    await user.hover(original[0]!);
    expect(item(0).className).toContain('ring-2');
    expect(item(2).className).not.toContain('ring-2');
    await user.unhover(original[0]!);
    expect(item(0).className).not.toContain('ring-2');
    item(4).focus();
    await act(async () => {});
    expect(original[4]!.className).toContain('ring-2');
  });

  it('pins sentences and re-runs with the place each has on screen', async () => {
    const onRerun = vi.fn();
    const { user } = setUp(onRerun);
    const rerun = button('Re-run with pins');
    expect(rerun).toHaveAttribute('aria-disabled', 'true');
    await user.click(rerun);
    expect(onRerun).not.toHaveBeenCalled();
    const pin = within(item(0)).getByRole('button', { name: "Pin 'The plane left at…'" });
    await user.click(pin);
    expect(pin).toHaveAttribute('aria-pressed', 'true');
    expect(announced()).toBe("Pinned 'The plane left at…' at position 5 of 5");
    item(0).focus();
    await user.keyboard('{Alt>}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Alt}');
    await user.click(within(item(3)).getByRole('button', { name: /^Pin/ }));
    await user.click(button('Re-run with pins'));
    expect(onRerun).toHaveBeenCalledWith([
      { sentence: 0, position: 0 },
      { sentence: 3, position: 4 },
    ]);
  });

  it('starts afresh for a new result, of any length, keeping the pins it was made with', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Steered outcome={aMorningOutcome(BASE)} />);
    item(0).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    rerender(<Steered outcome={anOutcome()} />);
    expect(shown()).toEqual([1, 0]);
    expect(button('Undo')).toHaveAttribute('aria-disabled', 'true');
    rerender(
      <Steered outcome={aMorningOutcome([0, 2, 1, 4, 3], { pins: [{ sentence: 0, position: 0 }] })} />,
    );
    expect(shown()).toEqual([0, 2, 1, 4, 3]);
    expect(within(item(0)).getByRole('button', { name: /^Pin/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(item(2)).getByRole('button', { name: /^Pin/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows each section under its heading, unlabelled, its items labelled from 1 within it', () => {
    const inputText =
      'Ingredients:\n- 2 eggs\n- 1 cup milk\n\nMethod:\n1. Fry the batter.\n2. Whisk the eggs.';
    renderProcessResult(inputText, [0, 2, 1, 3, 5, 4]);
    expect(item(0)).toHaveTextContent(/^Ingredients:$/);
    expect(item(2)).toHaveTextContent(/^Step 1\s*1 cup milk\./);
    expect(item(1)).toHaveTextContent(/^Step 2\s*2 eggs\./);
    expect(item(3)).toHaveTextContent(/^Method:$/);
    expect(item(5)).toHaveTextContent(/^Step 1\s*Whisk the eggs\./);
    expect(item(4)).toHaveTextContent(/^Step 2\s*Fry the batter\./);
  });

  it("shows a letter's sign-off below the steps, unlabelled, until it is moved up", async () => {
    const user = userEvent.setup();
    const inputText = 'Hi Sam,\n- Pour the tea.\n- Boil the water.\nThanks,\nAnna';
    renderProcessResult(inputText, [0, 2, 1, 3]);
    expect(item(0)).toHaveTextContent(/^Hi Sam,$/);
    expect(item(2)).toHaveTextContent(/^Step 1\s*Boil the water\./);
    expect(item(1)).toHaveTextContent(/^Step 2\s*Pour the tea\./);
    expect(item(3)).toHaveTextContent(/^Thanks, Anna$/);
    item(3).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(item(3)).toHaveTextContent(/^Step 2\s*Thanks, Anna\./);
    expect(item(1)).toHaveTextContent(/^Step 3/);
  });

  it('shows a heading line above the steps, as written and unlabelled, until it is moved down', async () => {
    const user = userEvent.setup();
    const inputText = 'How to make tea:\n- Pour the tea.\n- Boil the water.';
    renderProcessResult(inputText, [0, 2, 1]);
    expect(item(0)).toHaveTextContent(/^How to make tea:$/);
    expect(item(2)).toHaveTextContent(/^Step 1\s*Boil the water\./);
    expect(item(1)).toHaveTextContent(/^Step 2\s*Pour the tea\./);
    item(0).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(item(2)).toHaveTextContent(/^Step 1/);
    expect(item(0)).toHaveTextContent(/^Step 2/);
  });

  it('shows a list item with its sub-items on their own lines, moved as one, no full stop added', async () => {
    const user = userEvent.setup();
    const inputText = '- Paint the walls\n  - use a roller\n  - use a brush at the edges\n- Buy the paint';
    renderProcessResult(inputText, [1, 0]);
    expect(shown()).toEqual([1, 0]);
    const subItems = within(item(0)).getByText(/^Paint the walls/);
    expect(subItems.textContent).toBe('Paint the walls\n  - use a roller\n  - use a brush at the edges');
    expect(subItems).toHaveClass('whitespace-pre-wrap');
    item(0).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(shown()).toEqual([0, 1]);
    expect(announced()).toContain('Paint the walls');
    expect(announced()).not.toContain('roller');
  });

  it("shows an e-mail's list under its lead-in, labelled from 1, the lines around it unlabelled", () => {
    const inputText =
      'Hi Sam,\n\nHere is the plan:\n- Pour the tea.\n- Boil the water.\n\nShout if not.\n\nThanks,\nAnna';
    renderProcessResult(inputText, [0, 1, 3, 2, 4, 5]);
    expect(shown()).toEqual([0, 1, 3, 2, 4, 5]);
    expect(item(0)).toHaveTextContent(/^Hi Sam,$/);
    expect(item(1)).toHaveTextContent(/^Here is the plan:$/);
    expect(item(3)).toHaveTextContent(/^Step 1\s*Boil the water\./);
    expect(item(2)).toHaveTextContent(/^Step 2\s*Pour the tea\./);
    expect(item(4)).toHaveTextContent(/^Shout if not\.$/);
    expect(item(5)).toHaveTextContent(/^Thanks, Anna$/);
  });
});
