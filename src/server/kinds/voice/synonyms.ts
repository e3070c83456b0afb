import { z } from 'zod';
import type { VoiceSynonyms } from '../../ai/offline/apply-voice';
import { loadData } from '../shared/load-data';

const Synonyms = z.record(z.string().regex(/^[a-z][a-z' -]*$/), z.array(z.string()).min(1));

/** The words the voice pass may replace, with their replacements (data/synonyms.yaml), loaded once. */
export function voiceSynonyms(): VoiceSynonyms {
  return loadData('kinds/voice/data/synonyms.yaml', Synonyms);
}
