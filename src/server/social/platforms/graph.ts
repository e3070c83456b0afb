import { apiUrl, bearer, fetchJson, objectField, type ExplainFailure, type FailureExplanation } from './http';

/** The Graph API version Facebook and Instagram calls use; Meta keeps each for about two years. */
export const GRAPH_VERSION = 'v23.0';

type MetaPlatform = 'Facebook' | 'Instagram';

/** Meta's error codes (`{error: {code, error_subcode}}`), whatever the HTTP status they come with. */
export function explainGraph(platform: MetaPlatform): ExplainFailure {
  return ({ body }) => {
    const error = objectField(body, 'error');
    if (!error) return undefined;
    const code = Number(error.code);
    const subcode = Number(error.error_subcode);
    return bySubcode(platform, subcode) ?? byCode(platform, code, error.is_transient === true);
  };
}

function byCode(platform: MetaPlatform, code: number, transient: boolean): FailureExplanation | undefined {
  if (code === 190 || code === 102) return { kind: 'reconnect', message: `${platform} no longer accepts Inkwell’s access to this account. Reconnect it and try again.` };
  if (code === 10 || (code >= 200 && code <= 299)) {
    return { kind: 'reconnect', message: `${platform} did not give Inkwell permission to post here. Reconnect the account and allow everything Inkwell asks for.` };
  }
  if ([4, 17, 32, 613].includes(code) || (code >= 80001 && code <= 80014)) {
    return { kind: 'retry', message: `${platform} is rate limiting posts right now. Try again in a few minutes.` };
  }
  if (code === 1 || code === 2 || transient) return { kind: 'retry', message: `${platform} had a passing problem. Try again in a few minutes.` };
  if (code === 368) return { kind: 'invalid', message: `${platform} has blocked posting from this account for a while, for a policy reason.` };
  if (code === 506) return { kind: 'invalid', message: `${platform} refuses to post the same text twice.` };
  if (code === 100) return { kind: 'invalid', message: `${platform} refused this post as it is: check its text and media.` };
  return undefined;
}

const INSTAGRAM_FETCH = 'Instagram could not download the media from Inkwell. Try again; if it keeps failing, Inkwell’s address must be reachable from the internet.';

/** Subcodes Meta documents for publishing (Instagram's 2207xxx, Facebook's Page errors). */
const SUBCODES: Record<number, FailureExplanation> = {
  458: { kind: 'reconnect', message: 'The account removed Inkwell’s access. Reconnect it and try again.' },
  460: { kind: 'reconnect', message: 'The account’s password changed since it was connected. Reconnect it and try again.' },
  463: { kind: 'reconnect', message: 'The account’s access has expired. Reconnect it and try again.' },
  467: { kind: 'reconnect', message: 'The account’s access is no longer valid. Reconnect it and try again.' },
  2207042: { kind: 'retry', message: 'Instagram’s limit of posts published through apps in 24 hours is reached for this account. Try again tomorrow.' },
  2207052: { kind: 'invalid', message: INSTAGRAM_FETCH },
  2207003: { kind: 'retry', message: INSTAGRAM_FETCH },
  2207077: { kind: 'invalid', message: INSTAGRAM_FETCH },
  2207020: { kind: 'invalid', message: 'The media link Instagram was given has expired. Publish again.' },
  2207026: { kind: 'invalid', message: 'Instagram does not accept this video: use an MP4 or MOV file within its length and size limits.' },
  2207004: { kind: 'invalid', message: 'The image is too large for Instagram (8 MB at most).' },
  2207005: { kind: 'invalid', message: 'Instagram takes JPEG images only.' },
  2207009: { kind: 'invalid', message: 'Instagram takes images with an aspect ratio between 4:5 and 1.91:1.' },
  2207010: { kind: 'invalid', message: 'The caption is too long for Instagram (2200 characters, 30 hashtags at most).' },
  2207050: { kind: 'invalid', message: 'Instagram has restricted this account: it cannot publish right now.' },
  2207001: { kind: 'invalid', message: 'Instagram took this post for spam. Change it and try again.' },
  2207028: { kind: 'invalid', message: 'Instagram takes 2 to 10 images or videos in one post.' },
  1390008: { kind: 'retry', message: 'Facebook says the Page is posting too fast. Try again in a few minutes.' },
  1346003: { kind: 'invalid', message: 'Facebook flagged this post as abusive.' },
  1404102: { kind: 'invalid', message: 'Facebook says this post goes against its Community Standards.' },
  1366046: { kind: 'invalid', message: 'Facebook takes photos as JPEG or PNG smaller than 4 MB.' },
  1404078: { kind: 'invalid', message: 'Facebook asks for Page Publishing Authorization for this Page: complete it on Facebook, then try again.' },
};

/** The explanation of a subcode Meta names in a status text ("… error code 2207026"), if it is known. */
export function explainStatusText(platform: MetaPlatform, status: string | undefined): FailureExplanation | undefined {
  const code = /\b(\d{4,7})\b/.exec(status ?? '')?.[1];
  return code ? bySubcode(platform, Number(code)) : undefined;
}

function bySubcode(platform: MetaPlatform, subcode: number): FailureExplanation | undefined {
  if (!Number.isFinite(subcode)) return undefined;
  const known = SUBCODES[subcode];
  if (!known) return undefined;
  // The generic access subcodes name no platform; say which one.
  return subcode < 1000 ? { ...known, message: `${platform}: ${known.message}` } : known;
}

export interface GraphContext {
  api: string;
  accessToken: string;
  timeoutMs: number;
  signal?: AbortSignal;
  explain: ExplainFailure;
}

/** A Graph API call with the token in the Authorization header (never in the URL, where logs keep it). */
export function graphCall(ctx: GraphContext, method: 'GET' | 'POST', path: string, opts: { query?: Record<string, string>; json?: unknown } = {}) {
  return fetchJson(
    apiUrl(ctx.api, `/${GRAPH_VERSION}${path}`, opts.query),
    {
      method,
      headers: bearer(ctx.accessToken, opts.json === undefined ? {} : { 'content-type': 'application/json' }),
      body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
    },
    { timeoutMs: ctx.timeoutMs, signal: ctx.signal, explain: ctx.explain },
  );
}
