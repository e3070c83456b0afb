import { useEffect, useEffectEvent } from 'react';
import type { AttachedSource } from './attached-source';

/** The topic field of a form: read, write, focus, and its limit (the contract's, when it has one). */
type TopicField = { get: () => string; set: (value: string) => void; focus: () => void; maxLength?: number };

/**
 * Once per attachment ("Create from this"): the source's title becomes the topic when the form has
 * none, and focus moves to the topic, where the creator goes on.
 */
export function useSourceTopic(source: AttachedSource | null, topic: TopicField) {
  const prefill = useEffectEvent((title: string) => {
    if (topic.get().trim() === '') topic.set(title.slice(0, topic.maxLength).trim());
    topic.focus();
  });
  const key = source?.key;
  const title = source?.title;
  useEffect(() => {
    if (title !== undefined) prefill(title);
  }, [key, title]);
}
