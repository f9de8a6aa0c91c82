/**
 * One message of the checker, as the field and the list show it: an error or a warning said in words (not
 * by colour alone), the message, and the button that sets it right when the checker offers one.
 */
import type { FieldProblem, ProblemFix } from './backend.ts';

export function ProblemMessage({
  problem,
  onFix,
  place,
}: {
  problem: FieldProblem;
  onFix?: (fix: ProblemFix, problem: FieldProblem) => void;
  /** Where it is, when the message is shown away from its field (the list). */
  place?: string;
}) {
  return (
    <>
      <strong className="severity">{problem.severity === 'error' ? 'Error' : 'Warning'}</strong>{' '}
      {place && <span className="place">{place}: </span>}
      {problem.message}
      {problem.fix && onFix && (
        <>
          {' '}
          <button type="button" className="small fix" onClick={() => onFix(problem.fix as ProblemFix, problem)}>
            {problem.fix.label}
          </button>
        </>
      )}
    </>
  );
}
