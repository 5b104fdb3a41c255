import { render, screen } from '@testing-library/react';
import { UI_MESSAGES } from '@untangle/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('kaboom');
}

describe(ErrorBoundary.name, () => {
  it('shows the crash screen and logs a random error id', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: UI_MESSAGES.crash.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UI_MESSAGES.crash.tryAgain })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UI_MESSAGES.crash.goHome })).toBeInTheDocument();
    const idLine = log.mock.calls
      .map((call) => String(call[0]))
      .find((line) => line.startsWith('Error ID: '));
    expect(idLine).toMatch(/^Error ID: ERR-[0-9A-F]{12}$/);
    expect(screen.getByText(idLine!)).toBeInTheDocument();
  });
});
