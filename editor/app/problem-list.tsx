/**
 * Everything the checker says, errors first, each named by its place as a person sees it ("Top menu >
 * Interventions > Healthcare > Goes to"), with Show (which opens that place and puts the focus on the field)
 * and the fix the checker offers, so every error can be set right in the editor.
 */
import type { FieldProblem, ProblemFix } from './backend.ts';
import { placeName, type PlaceContext } from './place-names.ts';
import { ProblemMessage } from './problem-message.tsx';

interface Props {
  problems: FieldProblem[];
  places: PlaceContext;
  onShow: (problem: FieldProblem) => void;
  onFix: (fix: ProblemFix, problem: FieldProblem) => void;
}

/** Whether Show can go somewhere: a page's place, or the site settings'. */
export const showable = (problem: FieldProblem) =>
  (problem.path[0] === 'pages' && typeof problem.path[1] === 'number') || problem.path[0] === 'site';

export function ProblemList({ problems, places, onShow, onFix }: Props) {
  if (problems.length === 0) return null;
  const errors = problems.filter((problem) => problem.severity === 'error');
  const warnings = problems.filter((problem) => problem.severity === 'warning');
  const counts = [
    errors.length ? `${errors.length} ${errors.length === 1 ? 'error' : 'errors'}` : '',
    warnings.length ? `${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}` : '',
  ].filter(Boolean);
  return (
    <section aria-labelledby="problems-heading" className="panel problems">
      <h2 id="problems-heading">What the checker says: {counts.join(' and ')}</h2>
      <p className="help">Errors stop a save; warnings do not, but say what visitors would miss.</p>
      <ul>
        {[...errors, ...warnings].map((problem, index) => (
          <li key={index} className={problem.severity}>
            <ProblemMessage
              problem={problem}
              onFix={onFix}
              place={problem.path.length ? placeName(problem.path, places) : problem.where}
            />{' '}
            {showable(problem) && (
              <button type="button" className="small" onClick={() => onShow(problem)}>
                Show
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
