const MB = 1024 * 1024;

/** A size as people read it on a file picker: "50 MB", "1.5 MB", "320 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) {
    const megabytes = bytes / MB;
    return `${Number.isInteger(megabytes) || megabytes >= 10 ? Math.round(megabytes) : megabytes.toFixed(1)} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
