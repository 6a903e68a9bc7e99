import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Lightbox } from './lightbox.tsx';

/** The lightbox's body by itself, given its pictures as props (the island gives it the gallery's at each opening). */
const pictures = (...names: string[]) => names.map((name) => ({ src: `/wp-content/uploads/${name}.jpg`, alt: name }));
const shown = () => [screen.getByRole('img').getAttribute('alt'), screen.getByText(/^\d van \d$/).textContent];

describe('the lightbox given its pictures', () => {
  it('pages through every picture it is given, also pictures given after it showed', () => {
    const { rerender } = render(<Lightbox pictures={pictures('voorkant', 'achterkant')} start={1} />);
    expect(shown()).toEqual(['achterkant', '2 van 2']);
    rerender(<Lightbox pictures={pictures('voorkant', 'achterkant', 'detail')} start={1} />);
    act(() => void fireEvent.keyDown(document, { key: 'ArrowRight' }));
    expect(shown()).toEqual(['detail', '3 van 3']);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Volgende afbeelding' })));
    expect(shown()).toEqual(['voorkant', '1 van 3']);
  });

  it('shows nothing for a picture it was not given', () => {
    const { container } = render(<Lightbox pictures={pictures('voorkant')} start={1} />);
    expect(container.innerHTML).toBe('');
  });
});
