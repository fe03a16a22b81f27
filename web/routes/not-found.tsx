import { data } from 'react-router';

/** Every unknown path: React Router renders the nearest error page with spec §8's 404 text. */
export function loader() {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
