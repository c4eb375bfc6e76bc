// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StartOverRing } from './start-over-ring.js';

afterEach(cleanup);

describe('StartOverRing', () => {
  it('is a timer named by the note beside it, showing the seconds left', () => {
    render(
      <>
        <StartOverRing left={20} total={30} labelledBy="note" />
        <p id="note">This booth starts over in 20 seconds.</p>
      </>,
    );
    const ring = screen.getByRole('timer', { name: 'This booth starts over in 20 seconds.' });
    expect(ring.textContent).toBe('20');
  });

  it('draws an arc as long as the time left', () => {
    const { container, rerender } = render(<StartOverRing left={30} total={30} labelledBy="n" />);
    const arc = () =>
      Number(container.querySelector('.start-over-ring-arc')!.getAttribute('stroke-dashoffset'));
    expect(arc()).toBe(0);
    rerender(<StartOverRing left={0} total={30} labelledBy="n" />);
    expect(arc()).toBeCloseTo(2 * Math.PI * 22, 5);
  });
});
