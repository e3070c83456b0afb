import { vi } from 'vitest';

/**
 * XMLHttpRequest as the app's uploads use it, driven by the test: it records what was sent, and the
 * test reports upload progress, answers the headers, streams the body in pieces and ends it, firing
 * the events a browser fires in the same order (readystatechange, progress, load; upload progress).
 */
export class FakeXhr extends EventTarget {
  readonly upload = new EventTarget();
  readonly requestHeaders = new Headers();
  method = '';
  url = '';
  body: unknown = null;
  readyState = 0;
  status = 0;
  responseText = '';
  aborted = false;
  private responseHeaders = new Headers();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    this.changeState(1);
  }

  setRequestHeader(name: string, value: string) {
    this.requestHeaders.set(name, value);
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders.get(name);
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    // As in a browser: aborting a finished (or unsent) request changes nothing and fires nothing.
    if (this.readyState === 0 || this.readyState === 4) return;
    this.aborted = true;
    this.readyState = 4;
    this.dispatchEvent(new Event('readystatechange'));
    this.dispatchEvent(new ProgressEvent('abort'));
    this.readyState = 0;
  }

  /** Some of the request body went out. */
  sendProgress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  /** The status line and headers arrived. */
  respond(status: number, headers: Record<string, string> = {}) {
    this.upload.dispatchEvent(new ProgressEvent('load'));
    this.status = status;
    this.responseHeaders = new Headers(headers);
    this.changeState(2);
  }

  /** A piece of the body arrived. */
  receive(text: string) {
    if (this.readyState < 3) this.changeState(3);
    this.responseText += text;
    this.dispatchEvent(new ProgressEvent('progress'));
  }

  /** The body ended. */
  finish() {
    this.changeState(4);
    this.dispatchEvent(new ProgressEvent('load'));
    this.dispatchEvent(new ProgressEvent('loadend'));
  }

  /** The connection broke before an answer. */
  failNetwork() {
    this.status = 0;
    this.changeState(4);
    this.dispatchEvent(new ProgressEvent('error'));
  }

  private changeState(state: number) {
    this.readyState = state;
    this.dispatchEvent(new Event('readystatechange'));
  }
}

/** Replaces XMLHttpRequest with FakeXhr for this test; every request made is in `requests`. */
export function installFakeXhr() {
  const requests: FakeXhr[] = [];
  class RecordedXhr extends FakeXhr {
    constructor() {
      super();
      requests.push(this);
    }
  }
  vi.stubGlobal('XMLHttpRequest', RecordedXhr);
  return { requests };
}
