import { describe, expect, it } from 'vitest';
import { attachmentFilename } from './save-file';

describe("the downloaded file's name", () => {
  it('is the name Content-Disposition gives', () => {
    expect(attachmentFilename('attachment; filename="inkwell-analytics-2026-04-03-to-2026-05-02.csv"')).toBe(
      'inkwell-analytics-2026-04-03-to-2026-05-02.csv',
    );
    expect(attachmentFilename('attachment; filename=report.csv')).toBe('report.csv');
    expect(attachmentFilename("attachment; filename=\"plain.csv\"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv")).toBe('r-sum-.csv');
  });

  it('keeps no path or hidden-file parts, and is missing when none is given', () => {
    expect(attachmentFilename('attachment; filename="../../etc/passwd"')).toBe('etc-passwd');
    expect(attachmentFilename('attachment')).toBeNull();
    expect(attachmentFilename(null)).toBeNull();
  });
});
