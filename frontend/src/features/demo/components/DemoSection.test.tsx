import { LIMITS } from '@untangle/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { authLoading, signedIn, signedOut } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { DEMO_EXAMPLES } from '../content/demo-examples';
import { DEMO_STORAGE_KEYS } from '../hooks/demo-storage';
import { DemoSection } from './DemoSection';

/** Opens every example card once, in order. */
function openEveryExample() {
  for (const example of DEMO_EXAMPLES) {
    const card = screen.getByTestId(`demo-card-${example.id}`);
    const open = within(card).queryByRole('button', { name: 'View Example' });
    if (open) fireEvent.click(open);
  }
}

/** Lets the lazily loaded modal render: real time from here on. */
async function modalAppears() {
  vi.useRealTimers();
  return screen.findByRole('dialog');
}

const stored = (key: string) => window.localStorage.getItem(key);
const elapse = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
const modal = () => screen.queryByRole('dialog');

describe(DemoSection.name, () => {
  // The modal is code-split; loaded up front, it renders as soon as it is opened, so the
  // timing assertions below see exactly when it opens.
  beforeAll(async () => {
    await import('./DemoCompletionModal');
  });

  it('is titled with the product name and tracks explored examples', () => {
    renderWithApp(<DemoSection />);
    expect(screen.getByRole('heading', { name: 'Untangle in Action' })).toBeInTheDocument();
    expect(screen.getByText('Explore Real Examples')).toBeInTheDocument();
    expect(screen.getByTestId('explore-count')).toHaveTextContent('0 of 4 explored');
    fireEvent.click(screen.getAllByRole('button', { name: 'View Example' })[0]!);
    expect(screen.getByTestId('explore-count')).toHaveTextContent('1 of 4 explored');
    expect(screen.getByText('Why This Works')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse Example' }));
    expect(screen.queryByText('Why This Works')).not.toBeInTheDocument();
  });

  it('stores viewed ids in demo_progress and sets demo_completed with a timestamp when all are viewed', () => {
    renderWithApp(<DemoSection />);
    fireEvent.click(screen.getAllByRole('button', { name: 'View Example' })[1]!);
    expect(JSON.parse(stored(DEMO_STORAGE_KEYS.progress)!)).toEqual({
      viewed: [DEMO_EXAMPLES[1]!.id],
      completedAt: null,
    });
    expect(stored(DEMO_STORAGE_KEYS.completed)).toBeNull();
    openEveryExample();
    const progress = JSON.parse(stored(DEMO_STORAGE_KEYS.progress)!);
    expect(progress.viewed).toHaveLength(4);
    expect(new Date(progress.completedAt).getTime()).not.toBeNaN();
    expect(stored(DEMO_STORAGE_KEYS.completed)).toBe('true');
  });

  it('restores progress from storage and resets all three keys', () => {
    window.localStorage.setItem(
      DEMO_STORAGE_KEYS.progress,
      JSON.stringify({ viewed: [DEMO_EXAMPLES[0]!.id, DEMO_EXAMPLES[2]!.id], completedAt: null }),
    );
    window.localStorage.setItem(DEMO_STORAGE_KEYS.modalShown, 'true');
    renderWithApp(<DemoSection />);
    expect(screen.getByTestId('explore-count')).toHaveTextContent('2 of 4 explored');
    fireEvent.click(screen.getByRole('button', { name: 'Reset progress' }));
    expect(screen.getByTestId('explore-count')).toHaveTextContent('0 of 4 explored');
    for (const key of Object.values(DEMO_STORAGE_KEYS)) expect(stored(key)).toBeNull();
  });

  it('opens the completion modal 1 s after completion for a signed-out visitor', async () => {
    vi.useFakeTimers();
    renderWithApp(<DemoSection />, { auth: signedOut });
    openEveryExample();
    await elapse(LIMITS.demoModalDelayMs - 1);
    expect(modal()).not.toBeInTheDocument();
    await elapse(1);
    expect(await modalAppears()).toHaveTextContent("You've explored all 4 examples!");
  });

  it('shows the modal only once: closing it marks it shown', async () => {
    vi.useFakeTimers();
    const first = renderWithApp(<DemoSection />, { auth: signedOut });
    openEveryExample();
    await elapse(LIMITS.demoModalDelayMs);
    await modalAppears();
    fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(modal()).not.toBeInTheDocument();
    expect(stored(DEMO_STORAGE_KEYS.modalShown)).toBe('true');
    first.unmount();

    vi.useFakeTimers();
    renderWithApp(<DemoSection />, { auth: signedOut });
    await elapse(LIMITS.demoModalDelayMs * 5);
    expect(modal()).not.toBeInTheDocument();
  });

  it('never shows the modal to a signed-in member', async () => {
    vi.useFakeTimers();
    renderWithApp(<DemoSection />, { auth: signedIn() });
    openEveryExample();
    await elapse(LIMITS.demoModalDelayMs * 5);
    expect(modal()).not.toBeInTheDocument();
    expect(stored(DEMO_STORAGE_KEYS.modalShown)).toBeNull();
  });

  it('waits for authentication to load before deciding', async () => {
    vi.useFakeTimers();
    renderWithApp(<DemoSection />, { auth: authLoading });
    openEveryExample();
    await elapse(LIMITS.demoModalDelayMs * 5);
    expect(modal()).not.toBeInTheDocument();
  });

  it('offers sign-up from the modal', async () => {
    vi.useFakeTimers();
    const { authActions } = renderWithApp(<DemoSection />, { auth: signedOut });
    openEveryExample();
    await elapse(LIMITS.demoModalDelayMs);
    await modalAppears();
    fireEvent.click(screen.getByRole('button', { name: 'Create Free Account' }));
    expect(authActions.signUp).toHaveBeenCalledWith('/dashboard');
  });
});
