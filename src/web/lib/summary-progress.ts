import type { SummaryStage } from '../../contract/summaries';

/**
 * How far a summary has come while it runs: the file's upload (bytes sent of the total), then the
 * server's stages with their detail ("12 pages"). The summarizer reports it; the content panel shows it.
 */
export type SummaryProgress = { stage: SummaryStage; detail?: string; upload?: { sent: number; total: number } };
