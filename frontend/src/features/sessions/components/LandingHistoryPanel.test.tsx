import { fireEvent, screen, within } from '@testing-library/react';
import { UI_MESSAGES } from '@untangle/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeResponse } from '../../../test/fake-api';
import { aSession, aUser, signedIn, signedOut } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { LandingHistoryPanel } from './LandingHistoryPanel';

function setUp(answer: FakeResponse | (() => Promise<FakeResponse>)) {
  const api = fakeApi({ 'GET /api/sessions/4207': answer });
  renderWithApp(<LandingHistoryPanel />, { auth: signedIn(aUser({ id: 'usr_42-07' })) });
  return api;
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'View History' }));

describe(LandingHistoryPanel.name, () => {
  it('is not shown to visitors', () => {
    const { container } = renderWithApp(<LandingHistoryPanel />, { auth: signedOut });
    expect(container).toBeEmptyDOMElement();
  });

  it("asks for the sessions under the member's numeric id and shows their count", async () => {
    const api = setUp({ body: [aSession(), aSession()] });
    expect(await screen.findByText('2')).toBeInTheDocument();
    expect(api.callsTo('GET /api/sessions/4207')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: /Your Session History/ })).toBeInTheDocument();
  });

  it('counts every session the server has, beyond the ones it sent', async () => {
    setUp({ body: [aSession(), aSession()], headers: { 'x-total-count': '75' } });
    expect(await screen.findByText('75')).toBeInTheDocument();
  });

  it('toggles between View History and Hide History', async () => {
    setUp({ body: [aSession()] });
    open();
    expect(await screen.findByRole('list', { name: 'Saved sessions' })).toHaveClass('h-96');
    fireEvent.click(screen.getByRole('button', { name: 'Hide History' }));
    expect(screen.queryByRole('list', { name: 'Saved sessions' })).not.toBeInTheDocument();
  });

  it('says it is loading, then that there is nothing yet', async () => {
    let answer!: (value: FakeResponse) => void;
    setUp(() => new Promise((resolve) => (answer = resolve)));
    open();
    expect(screen.getByText(UI_MESSAGES.sessions.landingLoading)).toBeInTheDocument();
    answer({ body: [] });
    expect(await screen.findByText(UI_MESSAGES.sessions.landingEmpty)).toBeInTheDocument();
  });

  it('says when loading failed', async () => {
    setUp({ status: 500, text: 'boom' });
    open();
    expect(await screen.findByText(UI_MESSAGES.sessions.landingLoadFailed)).toBeInTheDocument();
  });

  it('expands one session at a time; clicking it again collapses it', async () => {
    setUp({ body: [aSession({ inputText: 'First input' }), aSession({ inputText: 'Second input' })] });
    open();
    const list = await screen.findByRole('list', { name: 'Saved sessions' });
    const [first, second] = within(list).getAllByRole('button', { expanded: false });
    fireEvent.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Original Text')).toBeInTheDocument();
    fireEvent.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(second!);
    expect(screen.queryByText('Original Text')).not.toBeInTheDocument();
  });
});
