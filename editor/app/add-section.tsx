/**
 * Adds a section of a chosen type after the selected one (or at the top, for a type that opens a page),
 * starting from neutral content (starter.ts). Types are offered by the names a volunteer knows them by.
 */
import { useState } from 'react';
import type { BlockKind } from './backend.ts';

export function AddSection({ kinds, onAdd }: { kinds: BlockKind[]; onAdd: (kind: BlockKind) => void }) {
  const [type, setType] = useState('');
  const kind = kinds.find((candidate) => candidate.type === type) ?? kinds[0];
  return (
    <div className="add-section">
      <label htmlFor="add-section-type">New section type</label>
      <select
        id="add-section-type"
        value={kind?.type ?? ''}
        onChange={(event) => setType(event.target.value)}
        aria-describedby="add-section-about"
      >
        {kinds.map((candidate) => (
          <option key={candidate.type} value={candidate.type}>
            {candidate.title}
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
