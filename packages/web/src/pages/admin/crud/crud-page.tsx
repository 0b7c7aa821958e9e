import { useState } from 'react';
import { CrudDesigner } from './crud-designer';
import { CrudLog } from './crud-log';
import { designReducer, emptyDesign, type DesignState } from './design-state';

/**
 * The CRUD generator (issue 15) at the `crud` menu: the log of generated pages with the ways to start a
 * design, and the designer once one is started. Each start makes a new designer, so nothing of an
 * earlier design lingers; it starts through the reducer's load, which has an altered table's fields
 * remember their columns.
 */
export default function CrudPage() {
  const [design, setDesign] = useState<{ state: DesignState; key: number } | null>(null);
  if (design) return <CrudDesigner key={design.key} initial={design.state} onBack={() => setDesign(null)} />;
  return (
    <CrudLog
      onStart={(start) =>
        setDesign({ state: designReducer(emptyDesign(), { type: 'load', design: { table: start.table, fields: start.fields }, mode: start.type }), key: Date.now() })
      }
    />
  );
}
