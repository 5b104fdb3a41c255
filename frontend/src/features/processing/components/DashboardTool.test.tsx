import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SUPPORT_EMAIL, UI_MESSAGES } from '@untangle/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeResponse } from '../../../test/fake-api';
import { anOrderedResult, aResult, MORNING, signedIn } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { EXAMPLE_TEXT } from '../lib/example-text';
import { DashboardTool } from './DashboardTool';

const button = () => screen.getByRole('button', { name: /RESTRUCTURE TEXT|Processing/ });

async function fillValidText() {
  fireEvent.click(screen.getByRole('button', { name: 'Use example' }));
  await waitFor(() => expect(button()).toBeEnabled(), { timeout: 2000 });
}

function setUp(processAnswer: FakeResponse | (() => Promise<FakeResponse>)) {
  const api = fakeApi({
    'POST /api/process-text': typeof processAnswer === 'function' ? processAnswer : processAnswer,
    'GET /api/process-text/queue': { body: { state: 'waiting', ahead: 2 } },
  });
  const saveResult = vi.fn(async () => {});
  const rendered = renderWithApp(
    <DashboardTool maxLength={500} canExportPdf={false} saveResult={saveResult} />,
    {
      auth: signedIn(),
    },
  );
  return { api, saveResult, ...rendered };
}

describe(DashboardTool.name, () => {
  it('keeps the button disabled until the text is valid', async () => {
    setUp({ body: aResult() });
    expect(button()).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'too short' } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(button()).toBeDisabled();
    await fillValidText();
  });

  it('sends the cleaned text with an Idempotency-Key, shows the result, saves it and says so', async () => {
    const { api, saveResult } = setUp({ body: aResult({ detectedLogicType: 'chronological' }) });
    await fillValidText();
    fireEvent.change(screen.getByRole('combobox', { name: 'Logic type' }), {
      target: { value: 'chronological' },
    });
    fireEvent.click(button());

    expect(await screen.findByText(UI_MESSAGES.processing.dashboardSuccessTitle)).toBeInTheDocument();
    expect(screen.getByText(UI_MESSAGES.processing.dashboardSuccessDescription)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Timeline View' })).toBeInTheDocument();

    const [request] = api.callsTo('POST /api/process-text');
    expect(request!.headers.get('idempotency-key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(JSON.parse(await request!.text())).toEqual({
      inputText: EXAMPLE_TEXT,
      logicType: 'chronological',
    });
    expect(saveResult).toHaveBeenCalledWith(
      expect.objectContaining({ inputText: EXAMPLE_TEXT, detectedLogicType: 'chronological' }),
    );
  });

  it('shows Processing... with the queue position while waiting, and stops asking when done', async () => {
    let answer!: (value: FakeResponse) => void;
    const { api } = setUp(() => new Promise<FakeResponse>((resolve) => (answer = resolve)));
    await fillValidText();
    fireEvent.click(button());
    expect(button()).toHaveTextContent('Processing...');
    expect(button()).toBeDisabled();
    expect(await screen.findByText('2 requests ahead of yours')).toBeInTheDocument();
    const key = api.callsTo('POST /api/process-text')[0]!.headers.get('idempotency-key');
    expect(
      new URL(api.callsTo('GET /api/process-text/queue')[0]!.url).searchParams.get('idempotencyKey'),
    ).toBe(key);

    await act(async () => answer({ body: aResult() }));
    expect(await screen.findByText(UI_MESSAGES.processing.dashboardSuccessTitle)).toBeInTheDocument();
    expect(screen.queryByTestId('queue-status')).not.toBeInTheDocument();
    const polls = api.callsTo('GET /api/process-text/queue').length;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(api.callsTo('GET /api/process-text/queue')).toHaveLength(polls);
  });

  it('alerts on 402 and toasts the server message with the support hint', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    setUp({
      status: 402,
      body: {
        statusCode: 402,
        code: 'QUOTA_EXCEEDED',
        message: 'Usage limit exceeded: upgrade to Pro.',
        error: 'x',
      },
    });
    await fillValidText();
    fireEvent.click(button());
    expect(await screen.findByText(UI_MESSAGES.processing.dashboardFailedTitle)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(UI_MESSAGES.processing.quotaAlert);
    expect(
      screen.getByText(
        `Usage limit exceeded: upgrade to Pro. If the problem persists, contact support at ${DEFAULT_SUPPORT_EMAIL}`,
      ),
    ).toBeInTheDocument();
    expect(button()).toHaveTextContent('RESTRUCTURE TEXT');
  });

  it("falls back to 'Processing failed' when the server gives no message", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    setUp({ status: 502, text: '<html>Bad Gateway</html>' });
    await fillValidText();
    fireEvent.click(button());
    expect(
      await screen.findByText(
        `Processing failed. If the problem persists, contact support at ${DEFAULT_SUPPORT_EMAIL}`,
      ),
    ).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('re-runs with the pins in the body, as one more restructure, and keeps them pinned on the new result', async () => {
    const user = userEvent.setup();
    const answers = [anOrderedResult(MORNING, [2, 1, 4, 3, 0]), anOrderedResult(MORNING, [0, 2, 1, 3, 4])];
    const { api, saveResult } = setUp(async () => ({ body: answers.shift() }));
    await fillValidText();
    fireEvent.click(button());
    await screen.findByText(UI_MESSAGES.processing.dashboardSuccessTitle);
    const item = (sentence: number) =>
      screen
        .getAllByTestId('result-sentence')
        .find((li) => li.getAttribute('data-sentence') === String(sentence))!;
    item(0).focus();
    await user.keyboard('{Alt>}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Alt}');
    await user.click(within(item(0)).getByRole('button', { name: /^Pin/ }));
    await user.click(screen.getByRole('button', { name: 'Re-run with pins' }));

    await waitFor(() => expect(api.callsTo('POST /api/process-text')).toHaveLength(2));
    const [first, rerun] = await Promise.all(
      api.callsTo('POST /api/process-text').map(async (request) => JSON.parse(await request.clone().text())),
    );
    expect(rerun).toEqual({ ...first, pins: [{ sentence: 0, position: 0 }] });
    await waitFor(() => expect(saveResult).toHaveBeenCalledTimes(2));
    const shown = screen
      .getAllByTestId('result-sentence')
      .map((li) => Number(li.getAttribute('data-sentence')));
    expect(shown).toEqual([0, 2, 1, 3, 4]);
    expect(within(item(0)).getByRole('button', { name: /^Pin/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
  });
});
