import { useEffect, useMemo, useState } from 'react';
import { api, type EditorState } from './api.js';
import { ProblemList } from './ProblemList.js';
import { SchemaForm } from './SchemaForm.js';
import { schema } from './schema.js';
import { problemsOutside } from '../shared/field-errors.js';
import { labelFor, sectionSchema } from '../shared/schema-form.js';

interface Props {
  section: string;
  state: EditorState;
  onState: (state: Partial<EditorState>) => void;
}

/** A site-wide setting (the firm's details, menus, footer, …): its form from the schema, shown on every page. */
export function SectionEditor({ section, state, onState }: Props) {
  const [value, setValue] = useState<{ value: unknown }>();
  const [loadError, setLoadError] = useState<string>();
  useEffect(() => {
    api.section(section).then(setValue, (error: Error) => setLoadError(error.message));
  }, [section]);
  const formSchema = useMemo(() => sectionSchema(schema, section), [section]);
  const others = useMemo(() => problemsOutside(state.problems, [section]), [state.problems, section]);

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!value || !formSchema) return <p>Loading…</p>;
  return (
    <div className="page-editor section-editor">
      <div className="page-head">
        <div>
          <h1>{labelFor(section)}</h1>
          <p className="page-meta">Site-wide setting, used on every page</p>
        </div>
      </div>
      <ProblemList problems={others} />
      <section className="form-column" aria-label="Setting fields">
        <SchemaForm schema={formSchema} at={[section]} initial={value.value} state={state} send={(next) => api.setSection(section, next)} onState={onState} />
      </section>
    </div>
  );
}
