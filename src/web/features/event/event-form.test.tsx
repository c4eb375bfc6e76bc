// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultEventForm, type EventForm as EventFormValues } from '../../../model/event-form.js';
import { EventForm } from './event-form.js';

// Other languages' catalogues are fetched as chunks in the app; here, their greetings stand in.
const GREETINGS: Record<string, string> = {
  en: 'Thanks for coming!',
  fr: 'Merci d’être venus\u00a0!',
  ja: '来てくれてありがとう！',
  de: 'Danke fürs Kommen!',
};
vi.mock('./default-greeting.js', () => ({
  defaultGreetingIn: (language: string) => Promise.resolve(GREETINGS[language]),
  loadedDefaultGreeting: (language: string) => GREETINGS[language] ?? null,
}));

afterEach(cleanup);

const DEFAULT_EVENT_FORM = defaultEventForm('en', 'Thanks for coming!');

function renderForm(onSubmit = vi.fn(), initial: EventFormValues = DEFAULT_EVENT_FORM) {
  render(
    <EventForm
      initial={initial}
      submitLabel="Start event mode"
      pinHint="4 digits."
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('EventForm', () => {
  it('shows each error by its field, tied to it, and focuses the first', () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Start over after'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start event mode' }));
    expect(onSubmit).not.toHaveBeenCalled();

    const idle = screen.getByLabelText('Start over after');
    expect(idle.getAttribute('aria-invalid')).toBe('true');
    const described = idle.getAttribute('aria-describedby')!.split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('Choose a whole number of seconds from 15 to 600.');
    // The PIN comes first, above More settings, which opened to show the wrong start-over time.
    const pin = screen.getByLabelText('PIN');
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(pin);
    expect(idle.closest('details')?.open).toBe(true);
    expect(screen.getByLabelText('Event name').getAttribute('aria-invalid')).toBeNull();
  });

  it('folds the options most hosts keep under More settings, and opens it on an error there', () => {
    const onSubmit = renderForm();
    const more = screen.getByText('More settings').closest('details')!;
    expect(more.open).toBe(false);
    // The name, the greeting and the PIN stay out of the fold; the rest are in it.
    for (const label of ['Event name', 'Greeting', 'PIN']) {
      expect(more.contains(screen.getByLabelText(label))).toBe(false);
    }
    for (const label of ['Language', 'Start over after']) {
      expect(more.contains(screen.getByLabelText(label))).toBe(true);
    }
    expect(more.contains(screen.getByRole('switch', { name: 'Print button', hidden: true }))).toBe(
      true,
    );
    expect(
      more.contains(screen.getByRole('group', { name: 'Poses on each strip', hidden: true })),
    ).toBe(true);
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '2468' } });
    fireEvent.change(screen.getByLabelText('Start over after'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start event mode' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(more.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Start over after'));
  });

  it('keeps only digits in the PIN, and submits a valid form', () => {
    const onSubmit = renderForm();
    const pin = screen.getByLabelText('PIN');
    expect(pin.getAttribute('type')).toBe('password');
    expect(pin.getAttribute('inputmode')).toBe('numeric');
    expect(pin.getAttribute('autocomplete')).toBe('off');
    fireEvent.change(pin, { target: { value: '12a34' } });
    expect((pin as HTMLInputElement).value).toBe('1234');
    fireEvent.click(screen.getByRole('radio', { name: 'Camera only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start event mode' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...DEFAULT_EVENT_FORM,
      sources: 'camera',
      pin: '1234',
    });
  });

  it('asks for the print layout only with the Print button on', () => {
    renderForm();
    expect(screen.queryByRole('radio', { name: '2 strips on 4×6' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Print button', hidden: true }));
    expect(screen.getByRole('radio', { name: '1 strip' })).toBeTruthy();
  });

  it('says each error in words, with its limits', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: 'x'.repeat(41) } });
    fireEvent.change(screen.getByLabelText('Greeting'), { target: { value: 'y'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Start event mode' }));
    expect(screen.getByText('The event name can be at most 40 characters.')).toBeTruthy();
    expect(screen.getByText('The greeting can be at most 200 characters.')).toBeTruthy();
    expect(screen.getByText('The PIN is 4 digits.')).toBeTruthy();
    expect(
      screen.getByText('Optional, at most 40 characters. Shown on the welcome screen.'),
    ).toBeTruthy();
  });

  it('offers each language in its own name, the form’s own chosen', () => {
    renderForm(vi.fn(), { ...DEFAULT_EVENT_FORM, language: 'de' });
    const select = screen.getByLabelText<HTMLSelectElement>('Language');
    expect(select.value).toBe('de');
    const names = [...select.options].map((option) => [option.value, option.textContent]);
    expect(names).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['fr', 'Français'],
      ['de', 'Deutsch'],
      ['pt-BR', 'Português (Brasil)'],
      ['ja', '日本語'],
      ['zh-Hans', '简体中文'],
      ['ar', 'العربية'],
    ]);
    expect(select.options[7]!.getAttribute('lang')).toBe('ar');
    expect(select.options[7]!.getAttribute('dir')).toBe('rtl');
  });

  it('puts the default greeting in the chosen language, and submits the language', async () => {
    const onSubmit = renderForm();
    const greeting = screen.getByLabelText<HTMLTextAreaElement>('Greeting');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    await waitFor(() => expect(greeting.value).toBe('Merci d’être venus\u00a0!'), {
      timeout: 5000,
    });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ja' } });
    await waitFor(() => expect(greeting.value).toBe('来てくれてありがとう！'));
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start event mode' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...DEFAULT_EVENT_FORM,
      greeting: '来てくれてありがとう！',
      language: 'ja',
      pin: '1234',
    });
  });

  it('never translates a greeting the host typed', async () => {
    renderForm();
    const greeting = screen.getByLabelText<HTMLTextAreaElement>('Greeting');
    fireEvent.change(greeting, { target: { value: 'Welcome to our party!' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } });
    // The German catalogue arrives, and changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(greeting.value).toBe('Welcome to our party!');
    expect(screen.getByLabelText<HTMLSelectElement>('Language').value).toBe('de');
  });

  it('takes saved settings’ greeting as typed unless it is the default of their language', () => {
    renderForm(vi.fn(), { ...DEFAULT_EVENT_FORM, greeting: 'Hello', language: 'en' });
    expect(screen.getByLabelText<HTMLTextAreaElement>('Greeting').value).toBe('Hello');
  });
});
