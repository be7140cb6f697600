import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { ndjsonResponse } from '../../../test/recipes';
import { makeUser, renderWithApp } from '../../../test/render';
import { ChatLauncher } from './chat-launcher';

const conversation = {
  id: 7,
  title: 'Cooking Question',
  recipe: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};
const msg = (id: number, role: 'user' | 'assistant', content: string) => ({
  id,
  role,
  content,
  createdAt: '2026-11-23T10:00:00.000Z',
});

function reply(text: string, pieces = 3) {
  const size = Math.ceil(text.length / pieces);
  const deltas = Array.from({ length: pieces }, (_, i) =>
    JSON.stringify({ type: 'delta', text: text.slice(i * size, (i + 1) * size) }),
  );
  const done = JSON.stringify({
    type: 'done',
    conversation,
    userMessage: msg(1, 'user', 'q'),
    assistantMessage: msg(2, 'assistant', text),
    engine: 'builtin',
  });
  // Split mid-line on purpose: the reader must join chunks.
  const all = `${deltas.join('\n')}\n${done}\n`;
  return () => Promise.resolve(ndjsonResponse([all.slice(0, 17), all.slice(17)]));
}

afterEach(() => vi.unstubAllGlobals());

// The shared CI machines are slow at times: give async UI a few seconds, not the default one.
const SLOW = { timeout: 5000 };

describe('the Chef Assistant panel', () => {
  it('opens from the floating button, sends on Enter, streams the reply and continues the conversation', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'POST /api/chat/conversations/stream': reply('Rest it **5-10 minutes**.\n\n- tent with foil\n- then slice'),
      'POST /api/chat/conversations/7/messages/stream': reply('About **145 °F**.'),
    });
    renderWithApp(<ChatLauncher />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Ask Chef Assistant' }));
    const panel = await screen.findByRole('region', { name: 'Ask Chef Assistant' }, SLOW);
    const input = within(panel).getByRole('textbox', { name: 'Message the Chef Assistant' });
    await waitFor(() => expect(document.activeElement).toBe(input), SLOW);
    expect(within(panel).getByText(/food, cooking and recipes/)).toBeTruthy();

    // Blank is not sent; Shift+Enter is a newline.
    await user.keyboard('   {Enter}');
    expect(calls).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'How long{Shift>}{Enter}{/Shift}to rest a steak?{Enter}');
    expect(calls[0]).toMatchObject({
      url: '/api/chat/conversations/stream',
      body: { title: 'Cooking Question', message: 'How long\nto rest a steak?' },
    });
    expect(await within(panel).findByText('5-10 minutes', undefined, SLOW)).toBeTruthy();
    expect(within(panel).getByText('5-10 minutes').tagName).toBe('STRONG');
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('region', { name: 'Chef Assistant' })).toBeTruthy();
    await waitFor(
      () => expect(panel.querySelector('[aria-live="polite"]')!.textContent).toContain('5-10 minutes'),
      SLOW,
    );

    await user.type(input, 'And pork?{Enter}');
    expect(calls[1]).toMatchObject({
      url: '/api/chat/conversations/7/messages/stream',
      body: { message: 'And pork?' },
    });
    expect(await within(panel).findByText('145 °F', undefined, SLOW)).toBeTruthy();

    // New Chat forgets the conversation.
    await user.click(within(panel).getByRole('button', { name: 'New Chat' }));
    expect(screen.getByRole('region', { name: 'Ask Chef Assistant' })).toBeTruthy();
  });

  it('opens for a recipe from the window event, prefilled, and sends the recipe with the first message', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ 'POST /api/chat/conversations/stream': reply('Sure.') });
    renderWithApp(<ChatLauncher />, { user: makeUser() });
    const recipe = { title: 'Lemon Risotto', servings: 4, ingredients: ['1 1/2 cups arborio rice'] };
    act(() => {
      window.dispatchEvent(new CustomEvent('openChatWithRecipe', { detail: { recipe } }));
    });
    const input = await screen.findByRole('textbox', { name: 'Message the Chef Assistant' }, SLOW);
    await waitFor(
      () => expect((input as HTMLTextAreaElement).value).toBe('I have a question about the "Lemon Risotto" recipe. '),
      SLOW,
    );
    await user.type(input, 'Scale it to 6{Enter}');
    expect(calls[0]!.body).toMatchObject({
      message: 'I have a question about the "Lemon Risotto" recipe. Scale it to 6',
      recipe,
    });

    act(() => {
      window.dispatchEvent(
        new CustomEvent('openChatWithRecipe', { detail: { recipe, suggestedQuestion: 'Can I make it ahead?' } }),
      );
    });
    await waitFor(
      () =>
        expect((screen.getByRole('textbox', { name: 'Message the Chef Assistant' }) as HTMLTextAreaElement).value).toBe(
          'Can I make it ahead?',
        ),
      SLOW,
    );
    // Junk events are ignored.
    act(() => {
      window.dispatchEvent(new CustomEvent('openChatWithRecipe', { detail: { recipe: { title: 42 } } }));
    });
  });

  it('follows a streaming reply at the end of the log, and stays put once the cook scrolls up to read', async () => {
    const user = userEvent.setup();
    // A reply the test feeds line by line.
    let push: (line: string) => void = () => undefined;
    let end: () => void = () => undefined;
    const streamed = () => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (line) => controller.enqueue(encoder.encode(`${line}\n`));
          end = () => controller.close();
        },
      });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } }));
    };
    stubFetch({
      'POST /api/chat/conversations/stream': streamed,
      'POST /api/chat/conversations/7/messages/stream': reply('Yes.'),
    });
    renderWithApp(<ChatLauncher />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Ask Chef Assistant' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Message the Chef Assistant' }, SLOW),
      'How do I make stock?{Enter}',
    );
    const panel = screen.getByRole('region', { name: /Chef Assistant/ });
    const log = panel.querySelector<HTMLElement>('[aria-busy]')!;
    // jsdom lays nothing out: the log is 300 px tall and its content grows 200 px with every line.
    let contentHeight = 600;
    Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => 300 });
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => contentHeight });
    const delta = async (text: string) => {
      contentHeight += 200;
      act(() => push(JSON.stringify({ type: 'delta', text })));
      await within(panel).findByText(new RegExp(text), undefined, SLOW);
    };

    await delta('Roast the bones.');
    // The follow runs after the paint that shows the text: a loaded machine may show the text first.
    await waitFor(() => expect(log.scrollTop).toBe(contentHeight), SLOW); // at the end: it follows
    log.scrollTop = 120; // the cook scrolls up to read
    log.dispatchEvent(new Event('scroll'));
    await delta('Cover with cold water.');
    expect(log.scrollTop).toBe(120);
    log.scrollTop = contentHeight - 300 - 10; // back down, near enough to the end
    log.dispatchEvent(new Event('scroll'));
    await delta('Simmer for hours.');
    await waitFor(() => expect(log.scrollTop).toBe(contentHeight), SLOW);

    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    act(() => {
      push(
        JSON.stringify({
          type: 'done',
          conversation,
          userMessage: msg(1, 'user', 'q'),
          assistantMessage: msg(2, 'assistant', 'Roast the bones. Cover with cold water. Simmer for hours.'),
          engine: 'builtin',
        }),
      );
      end();
    });
    await waitFor(() => expect(log.getAttribute('aria-busy')).toBe('false'), SLOW);
    expect(log.scrollTop).toBe(0);
    // Sending again goes back to the end to follow the new answer.
    contentHeight += 400;
    await user.type(within(panel).getByRole('textbox', { name: 'Message the Chef Assistant' }), 'Thanks{Enter}');
    expect(await within(panel).findByText('Yes.', undefined, SLOW)).toBeTruthy();
    expect(log.scrollTop).toBe(contentHeight);
  });

  it('shows replies as text, never as HTML', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/chat/conversations/stream': reply('<img src=x onerror="alert(1)"> **bold** <b>not bold</b>', 1),
    });
    renderWithApp(<ChatLauncher />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Ask Chef Assistant' }));
    await user.type(await screen.findByRole('textbox', { name: 'Message the Chef Assistant' }, SLOW), 'hi{Enter}');
    const panel = screen.getByRole('region', { name: 'Chef Assistant' });
    expect((await within(panel).findAllByText(/<img src=x/, undefined, SLOW)).length).toBeGreaterThan(0);
    expect(panel.querySelector('img')).toBeNull();
    expect(panel.querySelector('b')).toBeNull();
  });

  it('says "Failed to send message" and keeps the text when a follow-up fails', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/chat/conversations/stream': reply('Yes.'),
      'POST /api/chat/conversations/7/messages/stream': {
        status: 404,
        body: { message: 'Conversation not found.', code: 'NOT_FOUND' },
      },
    });
    renderWithApp(<ChatLauncher />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Ask Chef Assistant' }));
    const input = await screen.findByRole('textbox', { name: 'Message the Chef Assistant' }, SLOW);
    await user.type(input, 'first{Enter}');
    await screen.findByText('Yes.', undefined, SLOW);
    await user.type(input, 'second{Enter}');
    expect(await screen.findByText('Failed to send message', undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe('second'), SLOW);
    expect(within(screen.getByRole('region', { name: 'Chef Assistant' })).getByRole('alert').textContent).toBe(
      'Conversation not found.',
    );
  });
});
