import type { VideoScriptRequest } from '../../../contract/content';
import { readDraft } from '../../text/read-draft';
import { findTimeMarks } from '../../text/time-marks';
import { counts, sectionProblems } from '../shared/template-sections';
import { VIDEO_TEMPLATES, type VideoPointsSection, type VideoTemplate } from './templates';

/** The label of a point as a pattern: "Step {i}: {title}" → /^step\s*(\d+)/i. */
function labelPattern(section: VideoPointsSection): RegExp {
  const prefix = section.label.slice(0, section.label.indexOf('{i}'));
  const escaped = prefix.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*');
  return new RegExp(`^${escaped}\\s*(\\d+)\\b`, 'i');
}

/** How the template's points are headed, for an instruction: "Step 1: …", "Step 2: …". */
function labelExample(section: VideoPointsSection): string {
  const numbers = section.points === 'countdown' ? ['3', '2', '1'] : ['1', '2'];
  return numbers.map((i) => `"${section.label.replace('{i}', i).replace('{title}', '…')}"`).join(', ');
}

/** A video script's template sections among its time-marked headings, and its points numbered as the template heads them. */
export function checkVideoTemplate(request: VideoScriptRequest, text: string): string[] {
  const template: VideoTemplate | null = VIDEO_TEMPLATES.advanced(request.template);
  if (!template) return [];
  const { lines } = readDraft(text);
  const labels = findTimeMarks(lines).map((mark) => mark.label);
  const fixed = template.sections.filter((s) => !('points' in s)).map((s) => s.heading);
  const problems = sectionProblems(fixed, labels, (heading) => `"## [m:ss] ${heading}"`);
  const points = template.sections.find((s): s is VideoPointsSection => 'points' in s);
  if (points) {
    const pattern = labelPattern(points);
    const numbers = labels.flatMap((label) => {
      const match = pattern.exec(label);
      return match ? [Number(match[1])] : [];
    });
    const down = points.points === 'countdown';
    if (numbers.length < 2 || !counts(numbers, down)) {
      const order = down ? 'counting down to 1' : 'counting up from 1';
      problems.push(`Head the main points as time-marked sections ${labelExample(points)}, ${order}, at least two of them.`);
    }
  }
  return problems;
}

