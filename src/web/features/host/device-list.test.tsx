// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Device } from '../../../model/live-event.js';
import { DeviceList } from './device-list.js';

const NOW = Date.UTC(2026, 10, 27, 21, 30);

/** Two tablets of the same kind, the second seen last (the server lists it first). */
const TWO_TABLETS: Device[] = [
  { id: 'b'.repeat(22), label: 'Linux · Chrome', lastSeenAt: NOW, name: '', number: 2 },
  { id: 'a'.repeat(22), label: 'Linux · Chrome', lastSeenAt: NOW - 120_000, name: '', number: 1 },
];

afterEach(cleanup);

const rows = () => screen.getAllByRole('listitem').map((row) => row.textContent);

describe('the booth devices on /host', () => {
  it('tells two devices of one kind apart: Booth 1 and Booth 2, the browser as a detail', () => {
    render(<DeviceList devices={TWO_TABLETS} now={NOW} onRename={vi.fn()} />);
    expect(rows()).toEqual([
      'Booth 1Linux · Chrome · Last seen 2 minutes agoRename',
      'Booth 2Linux · Chrome · Last seen nowRename',
    ]);
  });

  it('shows the name the host gave, and renames a device with a cleaned name', async () => {
    const onRename = vi.fn(() => Promise.resolve());
    const devices = [{ ...TWO_TABLETS[0]!, name: 'Booth by the bar' }, TWO_TABLETS[1]!];
    const { rerender } = render(<DeviceList devices={devices} now={NOW} onRename={onRename} />);
    expect(screen.getByText('Booth by the bar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Booth 1' }));
    const field = screen.getByRole('textbox', { name: 'Name of this booth' });
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('maxlength')).toBe('40');
    fireEvent.change(field, { target: { value: '  By the\u200b door  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(onRename).toHaveBeenCalledWith('a'.repeat(22), 'By the door'));
    rerender(
      <DeviceList
        devices={[devices[0]!, { ...devices[1]!, name: 'By the door' }]}
        now={NOW}
        onRename={onRename}
      />,
    );
    await screen.findByRole('button', { name: 'Rename By the door' });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps the field and says so when the name was not saved; Cancel closes it', async () => {
    const onRename = vi.fn(() => Promise.reject(new Error('offline')));
    render(<DeviceList devices={TWO_TABLETS} now={NOW} onRename={onRename} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rename Booth 2' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Dance floor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    const row = screen.getAllByRole('listitem')[1]!;
    await within(row).findByText('That did not work. Check the connection and try again.');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('Dance floor');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Rename Booth 2' })).toBeTruthy();
  });

  it('numbers devices from before booth numbers by their place', () => {
    const old: Device[] = [{ ...TWO_TABLETS[0]!, number: null }];
    render(<DeviceList devices={old} now={NOW} onRename={vi.fn()} />);
    expect(rows()).toEqual(['Booth 1Linux · Chrome · Last seen nowRename']);
  });
});
