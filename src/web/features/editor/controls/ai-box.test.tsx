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

describe('the suggested frame colour', () => {
  it('shows the colour by its name, its hex only in the button name', async () => {
    setOnline(true);
    const answer = {
      frameColor: '#e9d2cc',
      stickers: ['a', 'b', 'c'].map((name) => `https://booth.test/stickers/${name}.png`),
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const applied: string[] = [];
    render(
      <AiBox onApplyColour={(hex) => applied.push(hex)} onAddSticker={noop} onAddAll={noop} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Theme' }), {
      target: { value: 'beach party' },
    });
    fireEvent.submit(screen.getByRole('button', { name: 'Generate' }).closest('form')!);
    const swatch = await screen.findByRole('button', { name: 'Apply frame colour #e9d2cc' });
    // What is seen: the action and the colour's name; the hex is hidden from the eye.
    const hex = [...swatch.querySelectorAll('span')].find((span) => span.textContent === '#e9d2cc');
    expect(hex?.classList.contains('visually-hidden')).toBe(true);
    const shown = [...swatch.querySelectorAll('span')].filter(
      (span) => span.children.length === 0 && !span.closest('.visually-hidden'),
    );
    const words = shown.map((span) => span.textContent).filter((text) => text !== '');
    expect(words.join(' ')).toBe('Apply frame colour Gainsboro');
    fireEvent.click(swatch);
    expect(applied).toEqual(['#e9d2cc']);
  });
});
