/**
 * Hands the latest value to React at most once a frame: a fast model streams many small pieces, and
 * rendering each would cost more than the text is worth. `cancel` drops a frame still pending.
 */
export function frameBatcher<T>(apply: (value: T) => void) {
  let frame: number | null = null;
  let latest: T;
  return {
    push: (value: T) => {
      latest = value;
      frame ??= requestAnimationFrame(() => {
        frame = null;
        apply(latest);
      });
    },
    cancel: () => {
      if (frame !== null) cancelAnimationFrame(frame);
      frame = null;
    },
  };
}
