/**
 * What every request field is called to a person: the one table that validation messages (the
 * contract's schemas, the server's error answers) and the generator forms' labels read, so that no
 * creator ever reads `custom_length` or `url:`. A field missing here is still said in words (its
 * underscores become spaces), never as written in the API.
 */

type FieldName = {
  /** As a form labels it. */
  label: string;
  /** As a sentence names it, after "the" (default: the label in lower case). */
  noun?: string;
};

export const FIELD_LABELS = {
  // The generators (docs/product/validation.md#generators).
  topic: { label: 'Topic' },
  target_audience: { label: 'Target Audience' },
  tone: { label: 'Tone' },
  platform: { label: 'Platform' },
  duration: { label: 'Duration' },
  word_count: { label: 'Word Count' },
  target_keywords: { label: 'Target Keywords' },
  include_hashtags: { label: 'Include hashtags', noun: 'hashtags choice' },
  sections: { label: 'Sections' },
  source: { label: 'Source' },
  template: { label: 'Template' },
  // The summarizer.
  text_content: { label: 'Text', noun: 'text to summarize' },
  url: { label: 'URL', noun: 'web address' },
  file: { label: 'File' },
  summary_length: { label: 'Summary Length' },
  summary_style: { label: 'Summary Style' },
  custom_length: { label: 'Custom Length' },
  // Accounts, contact and support.
  name: { label: 'Name' },
  email: { label: 'Email', noun: 'e-mail address' },
  password: { label: 'Password' },
  current_password: { label: 'Current Password' },
  new_password: { label: 'New Password' },
  token: { label: 'Reset link', noun: 'reset link' },
  id_token: { label: 'Google sign-in', noun: 'Google sign-in' },
  message: { label: 'Message' },
  subject: { label: 'Subject' },
  content_id: { label: 'Piece', noun: 'piece from your history' },
  // The humanizer and the history.
  text: { label: 'Text' },
  content_type: { label: 'Content type', noun: 'kind of content' },
  kind: { label: 'Kind', noun: 'kind of content' },
  id: { label: 'Item', noun: 'item' },
  limit: { label: 'Limit', noun: 'number of items' },
  before: { label: 'Before', noun: 'place in the list' },
  // The library's search and filters (GET /api/content/history).
  q: { label: 'Search', noun: 'search words' },
  type: { label: 'Kind', noun: 'kind of content' },
  status: { label: 'Status', noun: 'publishing status' },
  from: { label: 'From', noun: 'start date' },
  to: { label: 'To', noun: 'end date' },
  ids: { label: 'Pieces', noun: 'pieces to delete' },
  // API keys and webhooks.
  expires_in_days: { label: 'Expires after', noun: 'number of days until the key expires' },
  events: { label: 'Events' },
  // Publishing, analytics and billing.
  platforms: { label: 'Platforms' },
  target_id: { label: 'Page or account', noun: 'page or account' },
  media_ids: { label: 'Media', noun: 'attached media' },
  content: { label: 'Post', noun: 'post text' },
  days: { label: 'Days', noun: 'number of days' },
  tz: { label: 'Time zone' },
  // Scheduling (docs/product/scheduling.md).
  timezone: { label: 'Time zone' },
  scheduled_at: { label: 'Time', noun: 'scheduled time' },
  slots: { label: 'Queue times', noun: 'queue times' },
  weekday: { label: 'Day', noun: 'day of the week' },
  time: { label: 'Time', noun: 'time of day' },
  queue: { label: 'Add to queue', noun: 'queue choice' },
  // Brand voices (docs/product/voices.md) and the humanizer's modes.
  voice_id: { label: 'Voice' },
  description: { label: 'Description' },
  samples: { label: 'Sample texts', noun: 'sample texts' },
  avoid: { label: 'Words to avoid', noun: 'words to avoid' },
  prefer: { label: 'Words to prefer', noun: 'words to prefer' },
  emoji: { label: 'Emoji', noun: 'emoji habit' },
  hashtags: { label: 'Hashtags', noun: 'hashtag habit' },
  own_hashtags: { label: 'Your hashtags', noun: 'hashtags of your own' },
  sign_off: { label: 'Sign-off' },
  is_default: { label: 'Default voice', noun: 'default choice' },
  mode: { label: 'Mode' },
  // The AI settings (owner only).
  provider: { label: 'Provider' },
  base_url: { label: 'Base URL', noun: 'base URL' },
  model: { label: 'Model' },
  api_key: { label: 'API key', noun: 'API key' },
  use: { label: 'Write drafts with', noun: 'engine choice' },
  plan_id: { label: 'Plan' },
  session_id: { label: 'Checkout session' },
} as const satisfies Record<string, FieldName>;

export type LabelledField = keyof typeof FIELD_LABELS;

/** A field's label as a form shows it. */
export function fieldLabel(field: LabelledField): string {
  return FIELD_LABELS[field].label;
}

function nounOf(name: string): string {
  const entry: FieldName | undefined = (FIELD_LABELS as Record<string, FieldName>)[name];
  if (!entry) return name.replaceAll('_', ' ');
  // "URL" and "Google" keep their capitals; a label's other words are said in lower case.
  return entry.noun ?? entry.label.replace(/\b(\p{Lu})(\p{Ll}*)/gu, (_, first: string, rest: string) => first.toLowerCase() + rest);
}

/**
 * A field (or a place in one) as a sentence names it: `topic` is "the topic", `sections.2` "entry 3
 * of the sections", `target_keywords items` "each of the target keywords", a key of the body "a field
 * name".
 */
export function fieldNoun(path: string): string {
  const items = /^(.+) items$/.exec(path);
  if (items) return `each of the ${nounOf(items[1]!)}`;
  if (path === 'field name' || path.endsWith(' key')) return 'a field name';
  const parts = path.split('.');
  const index = parts.findIndex((part) => /^\d+$/.test(part));
  if (index > 0) return `entry ${Number(parts[index]) + 1} of the ${nounOf(parts.slice(0, index).join('.'))}`;
  return `the ${nounOf(parts.join(' ').replaceAll('.', ' '))}`;
}

/**
 * A validation message about a field, as a sentence: `aboutField('custom_length', 'must be at least 50')`
 * is "The custom length must be at least 50."
 */
export function aboutField(path: string, problem: string): string {
  const noun = fieldNoun(path);
  const sentence = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${problem}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * A message that starts with the raw name of the field it is about (`url must start with https://`,
 * `days must be a whole number…`), said as a sentence about the field instead; any other message is
 * returned as it is. For messages written before this table, and those a caller composes itself.
 */
export function humanizeFieldMessage(path: string, message: string): string {
  const field = path.replace(/[.[\]\\^$*+?(){}|]/g, '\\$&');
  const named = new RegExp(`^${field}( items)? ((?:must|is|are|may|cannot|has|needs)\\b.*)$`, 's').exec(message);
  if (!named) return message;
  return aboutField(named[1] ? `${path} items` : path, named[2]!);
}

/** The message for a choice outside its list: "The tone must be one of professional, casual or friendly." */
export function oneOf(path: string, values: readonly string[]): string {
  const list = values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)!}` : (values[0] ?? '');
  return aboutField(path, `must be one of ${list}`);
}
