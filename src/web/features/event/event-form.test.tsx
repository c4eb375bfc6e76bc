// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EVENT_FORM } from '../../../model/event-form.js';
import { EventForm } from './event-form.js';

afterEach(cleanup);

function renderForm(onSubmit = vi.fn()) {
  render(
    <EventForm
      initial={DEFAULT_EVENT_FORM}
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
    expect(document.activeElement).toBe(idle);
    const pin = screen.getByLabelText('PIN');
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Event name').getAttribute('aria-invalid')).toBeNull();
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
    fireEvent.click(screen.getByRole('checkbox', { name: 'Print button' }));
    expect(screen.getByRole('radio', { name: '1 strip' })).toBeTruthy();
  });
});
