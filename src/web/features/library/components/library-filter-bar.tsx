import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { CONTENT_TYPES, HISTORY_KINDS, type ContentType } from '../../../../contract/content';
import { LIBRARY_STATUSES, type LibraryStatus } from '../../../../contract/library';
import type { TemplateInfo } from '../../../../contract/templates';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { classNames } from '../../../lib/class-names';
import { filterChoiceCount, isFiltered, type LibraryFilters } from '../library-filters';
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
  /** On a narrow screen the filters fold away behind a button, so that the list starts on the first screen. */
  collapsible: boolean;
};

/** The search box and the filters: kind, status, template and a range of days. */
export function LibraryFilterBar({ filters, onChange, onClear, templates, searchInputId, collapsible }: LibraryFilterBarProps) {
  const kind = isContentType(filters.type) ? filters.type : null;
  const chosen = filterChoiceCount(filters);
  // Folded unless filters are already chosen (a shared link): what narrows the list is never hidden at first.
  const [unfolded, setUnfolded] = useState(chosen > 0);
  const open = !collapsible || unfolded;
  const panelId = useId();
  return (
    <section
      aria-label={LIBRARY_MESSAGES.filtersLabel}
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900"
    >
      <LibrarySearch
        value={filters.q}
        onSearch={(q) => onChange({ q })}
        inputId={searchInputId}
        aside={
          isFiltered(filters) && (
            <button type="button" onClick={onClear} className="rounded text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
              {LIBRARY_MESSAGES.clearFilters}
            </button>
          )
        }
      />
      {collapsible && (
        <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setUnfolded(!unfolded)}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {LIBRARY_MESSAGES.filtersButton(chosen)}
          <ChevronDown aria-hidden="true" className={classNames('size-4 transition-transform', open && 'rotate-180')} />
        </Button>
      )}
      <div id={panelId} hidden={!open} className={open ? 'grid grid-cols-2 gap-4 lg:grid-cols-5' : undefined}>
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
          className="col-span-2 lg:col-span-1"
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
    </section>
  );
}
