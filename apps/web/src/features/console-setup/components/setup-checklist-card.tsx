import { Link } from 'react-router';
import { useSetupChecklist } from '../api/setup-checklist-api';

/**
 * Issue 19: the console home's empty-state checklist: the steps before the storefront can take
 * orders, each done (✓) or not (✗) with a link to where it is done. Gone once every step is done;
 * nothing at all while it loads or when it cannot be read (the home page works without it).
 */
export function SetupChecklistCard() {
  const checklist = useSetupChecklist();
  if (!checklist.data || checklist.data.ready) return null;
  const left = checklist.data.steps.filter((step) => !step.done).length;
  return (
    <section aria-labelledby="setup-checklist-title" className="flex flex-col gap-3 rounded-xl border-2 border-primary/30 bg-background p-4">
      <h2 id="setup-checklist-title" className="text-xl font-bold">
        Before your storefront takes orders
      </h2>
      <p className="text-sm">{left === 1 ? 'One step is left.' : `${left} steps are left.`}</p>
      <ol className="flex flex-col gap-3">
        {checklist.data.steps.map((step) => (
          <li key={step.key} className="flex gap-3">
            <span aria-hidden="true" className={`text-lg font-bold ${step.done ? 'text-green-800' : 'text-primary'}`}>
              {step.done ? '✓' : '✗'}
            </span>
            <div className="flex flex-col gap-1">
              <span className="font-semibold">
                {step.label}
                <span className="sr-only">{step.done ? ': done' : ': to do'}</span>
              </span>
              {!step.done && (
                <>
                  <span className="text-sm text-text/75">{step.hint}</span>
                  <Link to={step.href} className="self-start text-sm font-semibold underline">
                    {`Set up: ${step.label.toLowerCase()}`}
                  </Link>
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
