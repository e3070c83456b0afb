import { z } from 'zod';
import { list, plain, template } from '../../ai/offline/bank-schema';
import { loadTemplates } from '../shared/template-library';
import { advancedTemplate, templateSection } from '../shared/template-schema';
import { VIDEO_SLOTS } from './compose/tones';
import { dataFile, KIND } from './kind';

const videoLine = template(VIDEO_SLOTS);

/** A section written as it is. */
export const VideoFixedSection = z.strictObject({ ...templateSection, say: list(videoLine), onScreen: plain, visual: plain, cuts: plain });
/** The section that holds the script's main points, each under `label`. */
export const VideoPointsSection = z.strictObject({ ...templateSection, points: z.enum(['steps', 'numbered', 'countdown']), label: template(['i', 'title']) });
export type VideoFixedSection = z.infer<typeof VideoFixedSection>;
export type VideoPointsSection = z.infer<typeof VideoPointsSection>;

export const VideoTemplate = z.strictObject({
  ...advancedTemplate,
  sections: list(z.union([VideoFixedSection, VideoPointsSection])).refine(
    (sections) => sections.filter((s) => 'points' in s).length === 1,
    'exactly one section holds the points',
  ),
});
export type VideoTemplate = z.infer<typeof VideoTemplate>;

/** The video script's templates (data/templates.yaml), its standard one first. */
export const VIDEO_TEMPLATES = loadTemplates({ kind: KIND.id, file: dataFile('templates.yaml'), schema: VideoTemplate });
