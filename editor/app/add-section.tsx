/** Adds a section of a chosen type after the selected one, filled in from the type's example. */
import { useState } from 'react';
import type { BlockKind } from './api.ts';

export function AddSection({ kinds, onAdd }: { kinds: BlockKind[]; onAdd: (kind: BlockKind) => void }) {
  const [type, setType] = useState(kinds[0]?.type ?? '');
  const kind = kinds.find((candidate) => candidate.type === type);
  return (
    <div className="add-section">
      <label htmlFor="add-section-type">New section type</label>
      <select
        id="add-section-type"
        value={type}
        onChange={(event) => setType(event.target.value)}
        aria-describedby="add-section-about"
      >
        {kinds.map((candidate) => (
          <option key={candidate.type} value={candidate.type}>
            {candidate.type}
          </option>
        ))}
      </select>
      <p id="add-section-about" className="help">
        {kind?.description}
      </p>
      <button type="button" disabled={!kind} onClick={() => kind && onAdd(kind)}>
        Add section
      </button>
    </div>
  );
}
