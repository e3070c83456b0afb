export { checkSummary } from './check-summary';
export { chunkSource } from './chunk-source';
export { summarizeOffline } from './summarize-offline';
export type { SummaryJob } from './summary-job';
export {
  mapPrompt,
  reducePrompt,
  SUMMARY_CHUNK_WORDS,
  SUMMARY_NOTES_MAX_OUTPUT_TOKENS,
  SUMMARY_SINGLE_PASS_WORDS,
  summaryMaxOutputTokens,
} from './summary-prompts';
