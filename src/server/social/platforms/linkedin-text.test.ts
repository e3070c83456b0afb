import { describe, expect, it } from 'vitest';
import { escapeLittleText } from './linkedin-text';

describe('escapeLittleText', () => {
  it('escapes every reserved character of LinkedIn’s little text', () => {
    expect(escapeLittleText('a \\ | { } @ [ ] ( ) < > * _ ~ b')).toBe('a \\\\ \\| \\{ \\} \\@ \\[ \\] \\( \\) \\< \\> \\* \\_ \\~ b');
  });

  it('keeps links and hashtags as they are', () => {
    expect(escapeLittleText('Read (this) https://example.com/a_(b) now #ink_well and # alone')).toBe(
      'Read \\(this\\) https://example.com/a_(b) now #ink_well and \\# alone',
    );
  });

  it('escapes the closing bracket after a link written in brackets, and keeps the link whole', () => {
    expect(escapeLittleText('Read the guide (https://example.com/guide) and (https://example.com/a_(b)).')).toBe(
      'Read the guide \\(https://example.com/guide\\) and \\(https://example.com/a_(b)\\).',
    );
  });

  it('leaves plain text untouched', () => {
    expect(escapeLittleText('Plain words, no markup. Ünïcode too!')).toBe('Plain words, no markup. Ünïcode too!');
  });
});
