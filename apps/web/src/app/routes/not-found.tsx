import { Link } from 'react-router';
import { PageFrame } from '@/components/layout/page-frame';

export function Component() {
  return (
    <PageFrame title="Page not found" lead="The page you are looking for does not exist or has moved.">
      <Link to="/" className="font-semibold text-primary underline underline-offset-4">
        Back to the home page
      </Link>
    </PageFrame>
  );
}
