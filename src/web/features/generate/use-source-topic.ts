import { useEffect, useEffectEvent } from 'react';
import type { AttachedSource } from './attached-source';

/** The topic's limit in the contract's requests (the forms' maxLength). */
const TOPIC_MAX_CHARS = 300;

type TopicField = { get: () => string; set: (value: string) => void; focus: () => void };

/**
 * Once per attachment ("Create from this"): the source's title becomes the topic when the form has
 * none, and focus moves to the topic, where the creator goes on.
 */
export function useSourceTopic(source: AttachedSource | null, topic: TopicField) {
  const prefill = useEffectEvent((title: string) => {
    if (topic.get().trim() === '') topic.set(title.slice(0, TOPIC_MAX_CHARS).trim());
    topic.focus();
  });
  const key = source?.key;
  const title = source?.title;
  useEffect(() => {
    if (title !== undefined) prefill(title);
  }, [key, title]);
}
