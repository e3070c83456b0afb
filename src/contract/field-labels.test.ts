import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES, generatorFields } from './content';
import { aboutField, FIELD_LABELS, fieldNoun, humanizeFieldMessage, oneOf } from './field-labels';

describe('field labels', () => {
  it('say a field, an entry of a list and each item of a list in words', () => {
    expect(aboutField('custom_length', 'must be at least 50 words')).toBe('The custom length must be at least 50 words.');
    expect(aboutField('url', 'must start with https://')).toBe('The web address must start with https://.');
    expect(aboutField('sections.0', 'must not contain NUL characters')).toBe('Entry 1 of the sections must not contain NUL characters.');
    expect(aboutField('target_keywords items', 'must be at most 80 characters')).toBe('Each of the target keywords must be at most 80 characters.');
    expect(fieldNoun('expires_after_weeks')).toBe('the expires after weeks');
    expect(oneOf('tone', ['casual', 'funny', 'technical'])).toBe('The tone must be one of casual, funny or technical.');
  });

  it('turn a message that starts with the raw field name into a sentence, and leave any other as it is', () => {
    expect(humanizeFieldMessage('days', 'days must be a whole number from 1 to 365')).toBe('The number of days must be a whole number from 1 to 365.');
    expect(humanizeFieldMessage('plan_id', 'plan_id is required')).toBe('The plan is required.');
    expect(humanizeFieldMessage('platforms', 'Please select at least one platform to publish to')).toBe('Please select at least one platform to publish to');
  });

  it('are the labels the generator forms show', () => {
    for (const type of CONTENT_TYPES) {
      for (const field of generatorFields(type)) {
        expect(FIELD_LABELS[field.name as keyof typeof FIELD_LABELS]?.label, `${type} ${field.name}`).toBe(field.label);
      }
    }
  });
});
