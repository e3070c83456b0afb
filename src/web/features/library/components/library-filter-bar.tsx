import { CONTENT_TYPES, HISTORY_KINDS, type ContentType } from '../../../../contract/content';
import { LIBRARY_STATUSES, type LibraryStatus } from '../../../../contract/library';
import type { TemplateInfo } from '../../../../contract/templates';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { isFiltered, type LibraryFilters } from '../library-filters';
import { LIBRARY_MESSAGES } from '../library-messages';
import { LibrarySearch } from './library-search';
import { TemplateSelect } from './template-select';

const STATUS_LABELS: Record<LibraryStatus, string> = { published: 'Published', scheduled: 'Scheduled', never: 'Never published' };

const KIND_OPTIONS = [{ value: '', label: 'All kinds' }, ...HISTORY_KINDS.map((kind) => ({ value: kind.id, label: kind.label }))];
const STATUS_OPTIONS = [{ value: '', label: 'Any status' }, ...LIBRARY_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))];

function isContentType(type: string | null): type is ContentType {
  return type !== null && (CONTENT_TYPES as readonly string[]).includes(type);
}

/** A new kind; a template chosen for another kind would match nothing, so it goes. */
function kindChange(type: string | null, template: string | null, templates: readonly TemplateInfo[]): Partial<LibraryFilters> {
  const next = { type: type as LibraryFilters['type'] };
  const templateKind = templates.find((candidate) => candidate.id === template)?.kind;
  return type && template && templateKind !== type ? { ...next, template: null } : next;
}

type LibraryFilterBarProps = {
  filters: LibraryFilters;
  onChange: (change: Partial<LibraryFilters>) => void;
  onClear: () => void;
  templates: readonly TemplateInfo[];
  searchInputId: string;
};

/** The search box and the filters: kind, status, template and a range of days. */
export function LibraryFilterBar({ filters, onChange, onClear, templates, searchInputId }: LibraryFilterBarProps) {
  const kind = isContentType(filters.type) ? filters.type : null;
  return (
    <section
      aria-label={LIBRARY_MESSAGES.filtersLabel}
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900"
    >
      <LibrarySearch value={filters.q} onSearch={(q) => onChange({ q })} inputId={searchInputId} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <SelectField
          label="Kind"
          value={filters.type ?? ''}
          options={KIND_OPTIONS}
          onValueChange={(type) => onChange(kindChange(type || null, filters.template, templates))}
        />
        <SelectField
          label="Status"
          value={filters.status ?? ''}
          options={STATUS_OPTIONS}
          onValueChange={(status) => onChange({ status: (status || null) as LibraryStatus | null })}
        />
        <TemplateSelect
          label="Template"
          anyLabel="Any template"
          value={filters.template}
          templates={templates}
          kind={kind}
          onChange={(template) => onChange({ template })}
        />
        <TextField
          label="From"
          type="date"
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(event) => onChange({ from: event.target.value || null })}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(event) => onChange({ to: event.target.value || null })}
        />
      </div>
      {isFiltered(filters) && (
        <div className="flex justify-end">
          <Button variant="secondary" size="sm" onClick={onClear}>
            {LIBRARY_MESSAGES.clearFilters}
          </Button>
        </div>
      )}
    </section>
  );
}
