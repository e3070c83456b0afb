import { z } from 'zod';
import { list, plain, template } from '../../../ai/offline/bank-schema';
import { loadData } from '../../shared/load-data';
import { dataFile } from '../kind';

/** The slots of the shape lines (data/shapes.yaml). */
export const ISSUE_SHAPE_SLOTS = ['count', 'Count', 'items', 'rest', 'action', 'question', 'statement'] as const;
const line = template(ISSUE_SHAPE_SLOTS);
const byShape = z.strictObject({ list: line, 'how-to': line, question: line, milestone: line, statement: line });

export const IssueShapes = z.strictObject({
  openings: byShape,
  subjects: z.strictObject({ milestone: line }),
  previews: byShape,
  listLead: line,
  listAfter: plain,
  stepsLead: line,
  stepsAfter: plain,
  answerLead: plain,
  answerAfter: plain,
  statementLead: plain,
  milestoneSections: list(z.strictObject({ heading: plain, hint: plain, after: plain })),
  storyCore: plain,
  claimCore: plain,
  countedLead: template(['heading']),
  countedHint: plain,
});
export type IssueShapes = z.infer<typeof IssueShapes>;

export const ISSUE_SHAPES: IssueShapes = loadData(dataFile('shapes.yaml'), IssueShapes);
