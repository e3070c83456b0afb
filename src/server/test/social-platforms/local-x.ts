import twitterText from 'twitter-text';
import { postLength } from '../../../contract/post-length';
import { startLocalApi, type RecordedRequest } from './local-api';

/** The account the local X server knows (its /2/users/me). */
export const X_USER = { id: '2244994945', name: 'Ink Well', username: 'inkwell_app' } as const;

/** An X account as `GET /2/users/me` answers it. */
export interface XAccount {
  id: string;
  name: string;
  username: string;
}

/** A post as the local X server keeps it: the text as X shows it (t.co links, `&amp;`), not as it was sent. */
export interface LocalTweet {
  id: string;
  authorId: string;
  text: string;
  createdAt: Date;
  replyTo?: string;
}

/**
 * Public numbers of posts made before the test (GET /2/tweets/:id): one from before X counted
 * impressions and quotes.
 */
const NUMBERS: Record<string, Record<string, number>> = {
  '1460323737035677698': { retweet_count: 3, reply_count: 2, like_count: 40, quote_count: 1, bookmark_count: 5, impression_count: 1200 },
  '1212092628029698048': { retweet_count: 1, reply_count: 0, like_count: 7 },
};

/** A text as X stores it: every link X recognises (bare domains too) a t.co link, `& < >` escaped, a t.co link for attached media. */
function asXShowsIt(text: string, next: () => number, withMedia: boolean): string {
  let shown = text;
  for (const url of twitterText.extractUrls(text)) shown = shown.replace(url, `https://t.co/${next().toString(36).padStart(10, 'x')}`);
  shown = shown.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return withMedia ? `${shown} https://t.co/${next().toString(36).padStart(10, 'm')}` : shown;
}

const problem = (status: number, title: string, detail: string) => ({ status, json: { title, detail, type: 'about:blank', status } });

/**
 * X API v2's subset Inkwell uses, as documented: `{data}` answers, problem details for errors, the
 * account's timeline (`GET /2/users/:id/tweets` with start_time, exclude, max_results and
 * pagination_token). It counts the posts made (`tweets`) and can hold its answer to `POST /2/tweets`
 * after making the post (a slow X), or lose the request (`holdAnswers`), so that a publisher can be cut
 * off mid-call.
 * With `token` only that bearer token is accepted; without, any. `answerAfterMs` makes every post take
 * that long to be answered (made at once), so that calls overlap. `accountFor` names the account a
 * request's Authorization header acts for (each creator their own timeline); X_USER by default.
 */
export async function startLocalX(opts: { token?: string; answerAfterMs?: number; accountFor?: (authorization: string) => XAccount } = {}) {
  let nextId = 1000;
  const next = () => nextId++;
  const tweets: LocalTweet[] = [];
  const sent = new Set<string>();
  const uploads = new Map<string, { bytes: number; segments: number; statusChecks: number }>();
  let held: { until: Promise<void>; drop: boolean } | undefined;
  const authorized = (req: RecordedRequest) => (opts.token ? req.headers.authorization === `Bearer ${opts.token}` : /^Bearer \S+$/.test(req.headers.authorization ?? ''));
  const unauthorized = problem(401, 'Unauthorized', 'Unauthorized');
  const accountOf = (req: RecordedRequest): XAccount => opts.accountFor?.(req.headers.authorization ?? '') ?? X_USER;

  const api = await startLocalApi({
    'GET /2/tweets/:id': (req) => {
      if (!authorized(req)) return unauthorized;
      const id = req.params.id!;
      if (!NUMBERS[id]) {
        // A deleted post: 200, a problem in `errors`, no `data`.
        return {
          json: {
            errors: [
              { value: id, detail: `Could not find tweet with id: [${id}].`, title: 'Not Found Error', resource_type: 'tweet', parameter: 'id', resource_id: id, type: 'https://api.twitter.com/2/problems/resource-not-found' },
            ],
          },
        };
      }
      const fields = req.query.get('tweet.fields')?.split(',') ?? [];
      return { json: { data: { id, text: 'A post', edit_history_tweet_ids: [id], ...(fields.includes('public_metrics') ? { public_metrics: NUMBERS[id] } : {}) } } };
    },
    'GET /2/users/me': (req) => (authorized(req) ? { json: { data: { ...accountOf(req) } } } : unauthorized),
    'GET /2/users/:id/tweets': (req) => {
      if (!authorized(req)) return unauthorized;
      const max = Number(req.query.get('max_results') ?? '10');
      if (!Number.isInteger(max) || max < 5 || max > 100) return problem(400, 'Invalid Request', 'The `max_results` query parameter value is not between 5 and 100');
      const startTime = req.query.get('start_time');
      if (startTime && !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(startTime)) return problem(400, 'Invalid Request', 'Invalid start_time');
      const exclude = (req.query.get('exclude') ?? '').split(',');
      const from = startTime ? Date.parse(startTime) : 0;
      const listed = tweets
        .filter((t) => t.authorId === req.params.id && t.createdAt.getTime() >= from && !(exclude.includes('replies') && t.replyTo))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || Number(b.id) - Number(a.id));
      const offset = Number(req.query.get('pagination_token') ?? '0');
      const page = listed.slice(offset, offset + max);
      if (page.length === 0) return { json: { meta: { result_count: 0 } } };
      const withTime = (req.query.get('tweet.fields') ?? '').split(',').includes('created_at');
      return {
        json: {
          data: page.map((t) => ({ id: t.id, text: t.text, edit_history_tweet_ids: [t.id], ...(withTime ? { created_at: t.createdAt.toISOString() } : {}) })),
          meta: {
            result_count: page.length,
            newest_id: page[0]!.id,
            oldest_id: page.at(-1)!.id,
            ...(offset + max < listed.length ? { next_token: String(offset + max) } : {}),
          },
        },
      };
    },
    'POST /2/tweets': async (req) => {
      if (!authorized(req)) return unauthorized;
      const body = req.json() as { text: string; media?: { media_ids: string[] }; reply?: { in_reply_to_tweet_id: string } };
      if (postLength('twitter', body.text) > 280) return problem(400, 'Invalid Request', 'Tweet text is too long.');
      if (held?.drop) {
        // Lost on its way: X never makes this post, and the caller hears nothing until released.
        await held.until;
        return problem(503, 'Service Unavailable', 'Service Unavailable');
      }
      if (sent.has(body.text)) return problem(403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.');
      sent.add(body.text);
      const text = asXShowsIt(body.text, next, (body.media?.media_ids.length ?? 0) > 0);
      const tweet: LocalTweet = { id: String(next()), authorId: accountOf(req).id, text, createdAt: new Date(), replyTo: body.reply?.in_reply_to_tweet_id };
      tweets.push(tweet);
      // The post is made; a slow X answers late (or never, to a caller that is gone).
      if (held) await held.until;
      if (opts.answerAfterMs) await new Promise((resolve) => setTimeout(resolve, opts.answerAfterMs));
      return { status: 201, json: { data: { id: tweet.id, text: tweet.text, edit_history_tweet_ids: [tweet.id] } } };
    },
    'POST /2/media/upload': async (req) => {
      const form = await req.formData();
      const media = form.get('media');
      if (!(media instanceof Blob) || form.get('media_category') !== 'tweet_image') return { status: 400, json: { detail: 'bad upload' } };
      return { json: { data: { id: String(next()), media_key: '3_x', size: media.size } } };
    },
    'POST /2/media/upload/initialize': (req) => {
      const body = req.json() as { total_bytes: number; media_category: string };
      const id = String(next());
      uploads.set(id, { bytes: body.total_bytes, segments: 0, statusChecks: 0 });
      return { json: { data: { id, media_key: `7_${id}`, expires_after_secs: 86400 } } };
    },
    'POST /2/media/upload/:id/append': async (req) => {
      const upload = uploads.get(req.params.id!);
      const form = await req.formData();
      if (!upload || Number(form.get('segment_index')) !== upload.segments) return { status: 400, json: { detail: 'segment out of order' } };
      upload.segments++;
      upload.bytes -= (form.get('media') as Blob).size;
      return { json: { data: { expires_at: 1 } } };
    },
    'POST /2/media/upload/:id/finalize': (req) => {
      const upload = uploads.get(req.params.id!);
      if (!upload || upload.bytes !== 0) return { status: 400, json: { detail: 'incomplete' } };
      return { json: { data: { id: req.params.id, processing_info: { state: 'pending', check_after_secs: 1 } } } };
    },
    'GET /2/media/upload': (req) => {
      const upload = uploads.get(req.query.get('media_id')!)!;
      upload.statusChecks++;
      const state = upload.statusChecks < 2 ? 'in_progress' : 'succeeded';
      return { json: { data: { id: req.query.get('media_id'), processing_info: { state, check_after_secs: 1 } } } };
    },
  });

  return {
    ...api,
    /** Every post made, in order, as X shows it. */
    tweets,
    /** A post made outside Inkwell (or by another account), as X would show it. */
    seed(tweet: { text: string; createdAt?: Date; authorId?: string; replyTo?: string }): LocalTweet {
      const made: LocalTweet = { id: String(next()), authorId: tweet.authorId ?? X_USER.id, text: asXShowsIt(tweet.text, next, false), createdAt: tweet.createdAt ?? new Date(), replyTo: tweet.replyTo };
      tweets.push(made);
      return made;
    },
    /**
     * From now on `POST /2/tweets` makes the post and then answers only once `release` is called; with
     * `drop`, the request is lost on its way instead: no post is made and no answer comes until then.
     */
    holdAnswers(hold: { drop?: boolean } = {}): { release: () => void } {
      let release!: () => void;
      const gate = { until: new Promise<void>((resolve) => (release = resolve)), drop: hold.drop === true };
      held = gate;
      return {
        release: () => {
          if (held === gate) held = undefined;
          release();
        },
      };
    },
  };
}
