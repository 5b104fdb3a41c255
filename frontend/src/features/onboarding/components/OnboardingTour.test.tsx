import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OnboardingTour } from './OnboardingTour';

describe(OnboardingTour.name, () => {
  it('walks five steps with a counter and a percent bar, finishing with Get Started', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<OnboardingTour open onComplete={onComplete} />);
    expect(await screen.findByTestId('tour-counter')).toHaveTextContent('Step 1 of 5');
    expect(screen.getByText('20% complete')).toBeInTheDocument();
    for (let step = 2; step <= 5; step++) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByTestId('tour-counter')).toHaveTextContent(`Step ${step} of 5`);
    }
    expect(screen.getByText('100% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tour progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(onComplete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('ends early with Skip Tour', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<OnboardingTour open onComplete={onComplete} />);
    await user.click(await screen.findByRole('button', { name: 'Skip Tour' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when hidden', () => {
    const { container } = render(<OnboardingTour open={false} onComplete={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
