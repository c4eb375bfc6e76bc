// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AiBox } from './ai-box.js';

const OFFLINE_TEXT = 'You are offline: AI decorations need a connection.';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

const noop = () => undefined;

describe('the AI box with no connection', () => {
  it('says AI decorations need one and sends nothing; back online it works again', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    setOnline(false);
    render(<AiBox onApplyColour={noop} onAddSticker={noop} onAddAll={noop} />);
    expect(screen.getByText(OFFLINE_TEXT)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Theme' }), {
      target: { value: 'beach party' },
    });
    const generate = screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement;
    expect(generate.disabled).toBe(true);
    fireEvent.submit(generate.form!);
    expect(fetchSpy).not.toHaveBeenCalled();

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    expect(generate.disabled).toBe(false);
  });
});

describe('the theme', () => {
  it('Generate is disabled for a blank theme, spaces only included, and enabled for a word', () => {
    setOnline(true);
    render(<AiBox onApplyColour={noop} onAddSticker={noop} onAddAll={noop} />);
    const theme = screen.getByRole('textbox', { name: 'Theme' });
    const generate = screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement;
    fireEvent.change(theme, { target: { value: '' } });
    expect(generate.disabled).toBe(true);
    fireEvent.change(theme, { target: { value: '   ' } });
    expect(generate.disabled).toBe(true);
    fireEvent.change(theme, { target: { value: 'ocean' } });
    expect(generate.disabled).toBe(false);
  });
});
