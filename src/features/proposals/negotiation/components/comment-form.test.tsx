import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CommentType } from '#contract/enums';
import type { DialogOutcome } from '@/offline/submit-queued';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { CommentForm } from './comment-form';
import { commentKeyAction } from './comment-keys';

/** What the server answers the queued comment, as the form's wait reports it. */
const answer = vi.hoisted(() => ({ current: { outcome: 'saved' } as DialogOutcome }));
vi.mock('@/offline/submit-queued', () => ({ useQueuedSubmit: () => () => Promise.resolve(answer.current) }));

function renderForm(editing: { content: string; type: CommentType } | null = null, outcome: DialogOutcome = { outcome: 'saved' }) {
  answer.current = outcome;
  // The queued record only goes to the (mocked) wait.
  const onSubmit = vi.fn((..._args: unknown[]) => Promise.resolve({ key: 'queued' }) as never);
  const onDone = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<CommentForm editing={editing} onSubmit={onSubmit} onDone={onDone} onCancel={onCancel} />);
  const textarea = screen.getByRole('textbox', { name: /Comment/ }) as HTMLTextAreaElement;
  return { onSubmit, onDone, onCancel, textarea };
}

function type(textarea: HTMLTextAreaElement, value: string) {
  fireEvent.change(textarea, { target: { value } });
  textarea.setSelectionRange(value.length, value.length);
}

describe('the negotiation comment form (spec section 5)', () => {
  it('sends the comment on Enter, with the normal priority by default, and clears the form', async () => {
    const { onSubmit, textarea } = renderForm();
    type(textarea, 'Please detail the transport costs.');
    fireEvent.keyDown(textarea, { key: 'Enter' });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ content: 'Please detail the transport costs.', type: CommentType.Normal }));
    await waitFor(() => expect(textarea.value).toBe(''));
  });

  it('keeps a refused comment in the form with the server’s message, and says why', async () => {
    const refusal: DialogOutcome = {
      outcome: 'rejected',
      entity: 'negotiation',
      error: { status: 409, message: 'This action is not allowed while the proposal is in its current state.' },
    };
    const { onDone, textarea } = renderForm(null, refusal);
    type(textarea, 'Please detail the transport costs.');
    fireEvent.keyDown(textarea, { key: 'Enter' });
    expect(await screen.findByText('This action is not allowed while the proposal is in its current state.')).toBeTruthy();
    expect(textarea.value).toBe('Please detail the transport costs.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('does not send on Shift+Enter: the browser starts a new line', async () => {
    const { onSubmit, textarea } = renderForm();
    type(textarea, 'First line');
    const notCancelled = fireEvent.keyDown(textarea, { key: 'Enter', shiftKey: true });
    expect(notCancelled).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds a new line on Ctrl+Enter instead of sending', async () => {
    const { onSubmit, textarea } = renderForm();
    type(textarea, 'First line');
    fireEvent.keyDown(textarea, { key: 'Enter', ctrlKey: true });
    expect(textarea.value).toBe('First line\n');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an empty or blank comment with the contract’s message', async () => {
    const { onSubmit, textarea } = renderForm();
    type(textarea, '   ');
    fireEvent.keyDown(textarea, { key: 'Enter' });
    expect(await screen.findByText('Comment is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the chosen priority', async () => {
    const { onSubmit, textarea } = renderForm();
    fireEvent.change(screen.getByRole('combobox', { name: 'Priority' }), { target: { value: String(CommentType.Urgent) } });
    type(textarea, 'Budget line 4 is missing.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ content: 'Budget line 4 is missing.', type: CommentType.Urgent }));
  });

  it('edits a comment in the same form: its text and priority filled in, Save, and Cancel leaves edit mode', async () => {
    const { onSubmit, onCancel, textarea } = renderForm({ content: 'Old text', type: CommentType.High });
    expect(textarea.value).toBe('Old text');
    expect((screen.getByRole('combobox', { name: 'Priority' }) as HTMLSelectElement).value).toBe(String(CommentType.High));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    type(textarea, 'New text');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ content: 'New text', type: CommentType.High }));
  });
});

describe('which keys send', () => {
  const enter = { key: 'Enter', shiftKey: false, ctrlKey: false, metaKey: false, altKey: false };
  it('sends on Enter alone', () => expect(commentKeyAction(enter)).toBe('send'));
  it('leaves Shift+Enter to the browser', () => expect(commentKeyAction({ ...enter, shiftKey: true })).toBe('default'));
  it('turns Ctrl+Enter and Cmd+Enter into a new line', () => {
    expect(commentKeyAction({ ...enter, ctrlKey: true })).toBe('newLine');
    expect(commentKeyAction({ ...enter, metaKey: true })).toBe('newLine');
  });
  it('never sends while an input method is composing', () => expect(commentKeyAction({ ...enter, isComposing: true })).toBe('default'));
  it('ignores other keys', () => expect(commentKeyAction({ ...enter, key: 'a' })).toBe('default'));
});
