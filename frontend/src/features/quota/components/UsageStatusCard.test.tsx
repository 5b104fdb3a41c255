import { render, screen } from '@testing-library/react';
import { UI_MESSAGES } from '@untangle/contracts';
import { describe, expect, it } from 'vitest';
import { aFreeQuota, aProQuota } from '../../../test/factories';
import { UsageStatusCard } from './UsageStatusCard';

const renderCard = (quota: Parameters<typeof UsageStatusCard>[0]['quota']) =>
  render(<UsageStatusCard quota={quota} loading={false} failed={false} />);

describe(UsageStatusCard.name, () => {
  it('shows a free member used/total, the Free badge, the used share and the reset date', () => {
    renderCard(aFreeQuota(1, 5, { daysUntilReset: 9, resetDate: '2025-11-01T12:00:00.000Z' }));
    expect(screen.getByText('Usage Status')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByTestId('usage-figure')).toHaveTextContent('1/5');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText('Resets in 9 days (Nov 01, 2025)')).toBeInTheDocument();
  });

  it('says nothing about running low above 40 % remaining', () => {
    renderCard(aFreeQuota(2, 5)); // 60 % remaining
    expect(screen.queryByText(/Running low|Almost out/)).not.toBeInTheDocument();
  });

  it('warns at exactly 40 % remaining', () => {
    renderCard(aFreeQuota(3, 5)); // 2 of 5 left
    expect(screen.getByText('Running low - 2 remaining').closest('[data-level]')).toHaveAttribute(
      'data-level',
      'warning',
    );
  });

  it('is critical at exactly 20 % remaining', () => {
    renderCard(aFreeQuota(4, 5)); // 1 of 5 left
    expect(screen.getByText('Almost out - 1 remaining').closest('[data-level]')).toHaveAttribute(
      'data-level',
      'critical',
    );
    expect(screen.queryByText(/Running low/)).not.toBeInTheDocument();
  });

  it('is critical when nothing remains', () => {
    renderCard(aFreeQuota(5, 5));
    expect(screen.getByText('Almost out - 0 remaining')).toBeInTheDocument();
  });

  it('uses the shares, not fixed counts, for other quota sizes', () => {
    renderCard(aFreeQuota(5, 10)); // 50 % remaining
    expect(screen.queryByText(/Running low|Almost out/)).not.toBeInTheDocument();
  });

  it('shows Pro members the Premium badge and an infinity sign, without a bar', () => {
    renderCard(aProQuota(42));
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByTestId('usage-figure')).toHaveTextContent('∞');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/Resets in/)).not.toBeInTheDocument();
  });

  it('says when the quota could not be fetched', () => {
    render(<UsageStatusCard quota={undefined} loading={false} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent(UI_MESSAGES.quota.fetchFailed);
  });
});
