import { Link } from 'react-router';
import { CONSOLE_HOME } from './console-paths';

export function ConsoleNotFound() {
  return (
    <div className="flex flex-col gap-3">
      <title>Page not found · Crust console</title>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <Link to={CONSOLE_HOME} className="font-semibold text-primary underline underline-offset-4">
        Back to your outlets
      </Link>
    </div>
  );
}
