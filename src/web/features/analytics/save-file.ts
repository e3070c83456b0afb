/** How long the browser keeps a saved file's object URL: long enough for any browser to start the download. */
const REVOKE_AFTER_MS = 60_000;

/** Saves a file the page already holds (the browser's download, named `filename`), through a temporary link. */
export function saveFile(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked at once, some browsers cancel the download they have just been handed.
    window.setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
  }
}

/** The file name a Content-Disposition header gives (`filename*=UTF-8''…` first), reduced to safe characters. */
export function attachmentFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/.exec(header);
  let name = plain ? (plain[1] ?? plain[2] ?? '') : '';
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      // A badly encoded name: keep the plain one.
    }
  }
  const safe = name.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '');
  return safe === '' ? null : safe;
}
