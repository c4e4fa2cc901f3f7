import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`.trim() };
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: String(error) };
}

/**
 * The root route's error element (spec §2): any unhandled routing error, including a route chunk
 * that fails to download, lands here. It renders without the app shell, which may be what failed.
 */
export function RouteError() {
  const { message, stack } = describe(useRouteError());
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col justify-center gap-4 px-4 py-10">
      <title>Unexpected Application Error!</title>
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-lg">{message}</p>
      {/* A stack helps while developing and leaks internals in production. */}
      {import.meta.env.DEV && stack && <pre className="overflow-x-auto rounded-md bg-light p-4 text-xs text-dark">{stack}</pre>}
      <p>
        {/* A full reload also fetches a fresh index.html, which fixes a chunk missing after a deploy. */}
        <a href="/" className="font-semibold text-primary underline underline-offset-4">
          Reload the home page
        </a>
      </p>
    </main>
  );
}
