import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text';

describe('LinkedText', () => {
  it('links each web address, leaving the sentence’s punctuation and the rest as text', () => {
    const { container } = render(<LinkedText text="Open Inkwell at http://localhost:3000. Or (https://inkwell.example/app), then retry." />);
    expect(container).toHaveTextContent('Open Inkwell at http://localhost:3000. Or (https://inkwell.example/app), then retry.');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['http://localhost:3000', 'https://inkwell.example/app']);
  });

  it('is plain text when there is no address', () => {
    const { container } = render(<LinkedText text="Something went wrong. Please try again." />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('Something went wrong. Please try again.');
  });
});
