import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UI_MESSAGES } from '@untangle/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { aSession, signedIn } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { SessionHistoryPanel } from './SessionHistoryPanel';

const renderPanel = (isPro: boolean | null = true) =>
  renderWithApp(<SessionHistoryPanel isPro={isPro} />, { auth: signedIn() });

describe(SessionHistoryPanel.name, () => {
  it('shows free members the Premium Feature placeholder without asking for sessions', () => {
    const api = fakeApi({});
    renderPanel(false);
    expect(screen.getByText('Premium Feature')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Upgrade to Pro/ })).toHaveAttribute('href', '/pricing');
    expect(api.calls).toHaveLength(0);
  });

  it('falls back to the placeholder when the server says Pro is required', async () => {
    fakeApi({
      'GET /api/sessions': {
        status: 403,
        body: { statusCode: 403, code: 'PRO_REQUIRED', message: 'Pro only' },
      },
    });
    renderPanel(true);
    expect(await screen.findByText('Premium Feature')).toBeInTheDocument();
  });

  it('lists sessions with badge, age and a two-line preview, and toggles with Show/Hide', async () => {
    const session = aSession({ logicType: 'process-steps', inputText: 'Boil water then add pasta.' });
    fakeApi({ 'GET /api/sessions': { body: [session] } });
    renderPanel();
    const card = await screen.findByTestId('session-card');
    expect(within(card).getByText('Process/How-To')).toHaveAttribute('data-tone', 'orange');
    expect(within(card).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(card).getByText('Boil water then add pasta.')).toHaveClass('line-clamp-2');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByTestId('session-card')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByTestId('session-card')).toBeInTheDocument();
  });

  it('expands one session at a time', async () => {
    fakeApi({ 'GET /api/sessions': { body: [aSession(), aSession()] } });
    renderPanel();
    const [first, second] = await screen.findAllByTestId('session-card');
    fireEvent.click(within(first!).getByRole('button', { name: 'Expand' }));
    expect(within(first!).getByText('Original Input')).toBeInTheDocument();
    expect(within(first!).getByText('Restructured Output')).toBeInTheDocument();
    expect(within(first!).getByText('AI Explanation')).toBeInTheDocument();
    fireEvent.click(within(second!).getByRole('button', { name: 'Expand' }));
    expect(within(first!).queryByText('Original Input')).not.toBeInTheDocument();
    expect(within(second!).getByText('Original Input')).toBeInTheDocument();
  });

  it('searches and filters on the server, and says when nothing matches', async () => {
    const api = fakeApi({
      'GET /api/sessions': (request) => {
        const q = new URL(request.url).searchParams.get('q');
        return { body: q ? [] : [aSession()] };
      },
    });
    renderPanel();
    await screen.findByTestId('session-card');
    fireEvent.change(screen.getByPlaceholderText('Search your sessions...'), { target: { value: 'RAIN' } });
    expect(await screen.findByText(UI_MESSAGES.sessions.noMatch)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by logic type' }), {
      target: { value: 'process-steps' },
    });
    await waitFor(() =>
      expect(api.calls.some((call) => new URL(call.url).searchParams.get('type') === 'process-steps')).toBe(
        true,
      ),
    );
    expect(api.calls.some((call) => new URL(call.url).searchParams.get('q') === 'RAIN')).toBe(true);
  });

  it('says there are no sessions yet, without a Clear All History button', async () => {
    fakeApi({ 'GET /api/sessions': { body: [] } });
    renderPanel();
    expect(await screen.findByText(UI_MESSAGES.sessions.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All History' })).not.toBeInTheDocument();
  });

  it('deletes one session after confirming, then reloads the list', async () => {
    const user = userEvent.setup();
    const session = aSession();
    let deleted = false;
    const api = fakeApi({
      'GET /api/sessions': () => ({ body: deleted ? [] : [session] }),
      [`DELETE /api/sessions/${session.id}`]: () => {
        deleted = true;
        return { body: { deleted: true } };
      },
    });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete session' }));
    const dialog = screen.getByRole('alertdialog', { name: UI_MESSAGES.sessions.deleteOneDialogTitle });
    expect(dialog).toHaveTextContent(UI_MESSAGES.sessions.deleteOneDialogBody);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(UI_MESSAGES.sessions.deletedTitle)).toBeInTheDocument();
    expect(await screen.findByText(UI_MESSAGES.sessions.empty)).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/sessions/${session.id}`)).toHaveLength(1);
  });

  it('says when a delete fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const session = aSession();
    fakeApi({
      'GET /api/sessions': { body: [session] },
      [`DELETE /api/sessions/${session.id}`]: { status: 500, text: 'boom' },
    });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete session' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(UI_MESSAGES.sessions.deleteFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(UI_MESSAGES.sessions.deleteFailedDescription)).toBeInTheDocument();
  });

  it('clears all history after confirming with the session count', async () => {
    const user = userEvent.setup();
    let cleared = false;
    fakeApi({
      'GET /api/sessions': () => ({ body: cleared ? [] : [aSession(), aSession(), aSession()] }),
      'DELETE /api/sessions/user': () => {
        cleared = true;
        return { body: { deletedCount: 3 } };
      },
    });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Clear All History' }));
    const dialog = screen.getByRole('alertdialog', { name: UI_MESSAGES.sessions.deleteAllDialogTitle });
    expect(dialog).toHaveTextContent(
      'This will permanently delete all 3 sessions from your history. This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete All' }));
    expect(await screen.findByText(UI_MESSAGES.sessions.clearedTitle)).toBeInTheDocument();
    expect(screen.getByText('3 sessions have been permanently deleted.')).toBeInTheDocument();
    expect(await screen.findByText(UI_MESSAGES.sessions.empty)).toBeInTheDocument();
  });

  it('names in the clear-all dialog every session the server counts, not only the page loaded', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/sessions': () => ({ body: [aSession(), aSession()], headers: { 'x-total-count': '120' } }),
    });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Clear All History' }));
    expect(
      screen.getByRole('alertdialog', { name: UI_MESSAGES.sessions.deleteAllDialogTitle }),
    ).toHaveTextContent('This will permanently delete all 120 sessions from your history.');
  });

  it('names the pending delete-all button Deleting...', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/sessions': { body: [aSession()] },
      'DELETE /api/sessions/user': () => new Promise(() => {}),
    });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Clear All History' }));
    await user.click(screen.getByRole('button', { name: 'Delete All' }));
    expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
  });
});
