import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UI_MESSAGES } from '@untangle/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { aResult, signedIn, signedOut } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { LandingTool } from './LandingTool';

const button = () => screen.getByRole('button', { name: /RESTRUCTURE TEXT|Processing/ });

async function submitExample() {
  fireEvent.click(screen.getByRole('button', { name: 'Use example' }));
  await waitFor(() => expect(button()).toBeEnabled(), { timeout: 2000 });
  fireEvent.click(button());
}

describe(LandingTool.name, () => {
  it('asks a visitor to sign in instead of processing', async () => {
    const api = fakeApi({});
    const onRequireSignIn = vi.fn();
    renderWithApp(<LandingTool signedIn={false} maxLength={500} onRequireSignIn={onRequireSignIn} />, {
      auth: signedOut,
    });
    await submitExample();
    expect(onRequireSignIn).toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the result's label and the Logic Explanation, and confirms the save", async () => {
    fakeApi({
      'POST /api/process-text': {
        body: aResult({ detectedLogicType: 'argument-flow', explanation: 'Claim first.' }),
      },
    });
    const save = vi.fn(async () => {});
    renderWithApp(<LandingTool signedIn maxLength={500} saveResult={save} onRequireSignIn={vi.fn()} />, {
      auth: signedIn(),
    });
    await submitExample();
    expect(await screen.findByText(UI_MESSAGES.processing.landingSavedTitle)).toBeInTheDocument();
    // The result loads with the first restructure.
    expect(await screen.findByRole('heading', { name: 'Argument Flow' })).toBeInTheDocument();
    expect(screen.getByText('Auto-Detected')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Logic Explanation' })).toHaveTextContent('Claim first.');
  });

  it('lets the member compare with the original and steer the order on the landing tool too', async () => {
    fakeApi({ 'POST /api/process-text': { body: aResult({ detectedLogicType: 'argument-flow' }) } });
    renderWithApp(
      <LandingTool signedIn maxLength={500} saveResult={vi.fn(async () => {})} onRequireSignIn={vi.fn()} />,
      {
        auth: signedIn(),
      },
    );
    await submitExample();
    const compare = await screen.findByRole('button', { name: 'Compare with original' });
    fireEvent.click(compare);
    expect(screen.getByRole('region', { name: 'Original' })).toBeInTheDocument();
    const [first] = screen.getAllByTestId('result-sentence');
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowDown', altKey: true });
    expect(screen.getAllByTestId('result-sentence').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Then that happened.',
      'First this happened.',
    ]);
    expect(screen.getByRole('region', { name: 'Logic Explanation' })).toHaveTextContent(
      "You moved one sentence by hand: 'First this happened.' (now 2 of 2).",
    );
    expect(screen.getByRole('button', { name: 'Save order' })).not.toHaveAttribute('aria-disabled');
  });

  it('tells the member when processing worked but saving failed', async () => {
    fakeApi({ 'POST /api/process-text': { body: aResult() } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const save = vi.fn(async () => Promise.reject(new Error('nope')));
    renderWithApp(<LandingTool signedIn maxLength={500} saveResult={save} onRequireSignIn={vi.fn()} />, {
      auth: signedIn(),
    });
    await submitExample();
    expect(await screen.findByText(UI_MESSAGES.processing.landingSaveFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(UI_MESSAGES.processing.landingSaveFailedDescription)).toBeInTheDocument();
  });

  it('shows the landing failure toast', async () => {
    fakeApi({ 'POST /api/process-text': { status: 503, body: { message: 'Down' } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(<LandingTool signedIn maxLength={500} saveResult={vi.fn()} onRequireSignIn={vi.fn()} />, {
      auth: signedIn(),
    });
    await submitExample();
    expect(await screen.findByText(UI_MESSAGES.processing.landingFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(UI_MESSAGES.processing.landingFailedDescription)).toBeInTheDocument();
  });
});
